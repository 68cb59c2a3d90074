/** Reading and setting values of a JSON document at a JSON pointer (RFC 6901). */
const unescapePointer = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** A copy of `doc` with `value` at `pointer` (objects and arrays copied along the path only). */
export function setAt(doc: unknown, pointer: string, value: unknown): unknown {
  const segments = pointer.split('/').slice(1).map(unescapePointer);
  const put = (node: unknown, i: number): unknown => {
    if (i === segments.length) return value;
    const key = segments[i]!;
    if (Array.isArray(node)) {
      const copy = [...node];
      copy[Number(key)] = put(node[Number(key)], i + 1);
      return copy;
    }
    const obj = node && typeof node === 'object' ? (node as Record<string, unknown>) : {};
    return { ...obj, [key]: put(obj[key], i + 1) };
  };
  return put(doc, 0);
}

export function getAt(doc: unknown, pointer: string): unknown {
  let cur = doc;
  for (const seg of pointer.split('/').slice(1).map(unescapePointer))
    cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[seg] : undefined;
  return cur;
}
