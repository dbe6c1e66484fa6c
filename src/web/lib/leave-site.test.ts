// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveSiteFor } from './leave-site';

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('leaving the site for an address the server named', () => {
  it('follows a web address', () => {
    expect(leaveSiteFor('https://innskraning.island.is/connect/authorize?x=1')).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://innskraning.island.is/connect/authorize?x=1');
  });

  it('follows nothing that would run here, or nothing at all', () => {
    for (const address of ['javascript:alert(1)', 'data:text/html,hi', null, '', undefined]) {
      expect(leaveSiteFor(address), String(address)).toBe(false);
    }
    expect(assign).not.toHaveBeenCalled();
  });
});
