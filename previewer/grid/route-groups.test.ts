import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/config/routes';
import { ROUTE_GROUPS, routesOf } from './route-groups';

describe('the previewer route groups', () => {
  it('place every route of the route table in exactly one group', () => {
    const counts = new Map<string, number>(ROUTES.map((r) => [r.path, 0]));
    for (const group of ROUTE_GROUPS)
      for (const pattern of group.patterns) counts.set(pattern, (counts.get(pattern) ?? 0) + 1);
    const ungrouped = [...counts].filter(([, n]) => n === 0).map(([p]) => p);
    const twice = [...counts].filter(([, n]) => n > 1).map(([p]) => p);
    expect(ungrouped, 'routes in no group: add them to ROUTE_GROUPS').toEqual([]);
    expect(twice, 'routes in more than one group').toEqual([]);
  });

  it('name only patterns the table has, so routesOf drops nothing', () => {
    const table = new Set<string>(ROUTES.map((r) => r.path));
    for (const group of ROUTE_GROUPS) {
      expect(group.patterns.filter((p) => !table.has(p))).toEqual([]);
      expect(routesOf(group)).toHaveLength(group.patterns.length);
    }
    expect(ROUTE_GROUPS.flatMap(routesOf)).toHaveLength(ROUTES.length);
  });

  it('have unique ids and labels', () => {
    expect(new Set(ROUTE_GROUPS.map((g) => g.id)).size).toBe(ROUTE_GROUPS.length);
    expect(new Set(ROUTE_GROUPS.map((g) => g.label)).size).toBe(ROUTE_GROUPS.length);
  });
});
