/** Undo and redo of the editor: one step per field being typed, a moved tile a step of its own. */
import { describe, expect, it } from 'vitest';
import { UndoHistory } from './undo-history';

describe('the undo history', () => {
  it('makes quick edits of one field one step, and other fields or pauses new ones', () => {
    const h = new UndoHistory<string>(200, 1500);
    h.record('theme/main_color_1', 'a', 0);
    h.record('theme/main_color_1', 'b', 1000);
    h.record('theme/main_color_2', 'c', 1200);
    h.record('theme/main_color_2', 'd', 3000);
    expect(h.undo('e')).toBe('d');
    expect(h.undo('d')).toBe('c');
    expect(h.undo('c')).toBe('a');
    expect(h.canUndo).toBe(false);
    expect(h.undo('a')).toBeUndefined();
    expect(h.redo('a')).toBe('c');
    expect(h.canRedo).toBe(true);
  });

  it('keeps a moved tile a step of its own, and a new edit clears what could be redone', () => {
    const h = new UndoHistory<string>(200, 1500);
    h.record('tiles', 'a', 0);
    h.record(null, 'b', 10);
    h.record('tiles', 'c', 20);
    expect(h.undo('d')).toBe('c');
    h.record('theme/x', 'c', 30);
    expect(h.canRedo).toBe(false);
    expect([h.undo('e'), h.undo('c'), h.undo('b')]).toEqual(['c', 'b', 'a']);
  });

  it('keeps at most the last steps', () => {
    const h = new UndoHistory<number>(3, 0);
    for (let i = 0; i < 5; i++) h.record(`f${i}`, i, i * 10);
    expect([h.undo(5), h.undo(4), h.undo(3), h.undo(2)]).toEqual([4, 3, 2, undefined]);
  });
});
