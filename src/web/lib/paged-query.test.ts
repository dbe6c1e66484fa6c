import { keepPreviousData, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listInput, pagedQueryOptions } from './paged-query';

describe('a list query', () => {
  it('keeps the rows on screen while another page loads', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let release = (): void => undefined;
    const page = (skipCount: number) =>
      pagedQueryOptions({
        queryKey: ['things', skipCount],
        queryFn: () =>
          skipCount === 0 ? Promise.resolve(['first']) : new Promise<string[]>((resolve) => (release = () => resolve(['second']))),
      });
    expect(page(0).placeholderData).toBe(keepPreviousData);
    const observer = new QueryObserver(client, page(0));
    const unsubscribe = observer.subscribe(() => undefined);
    await client.fetchQuery(page(0));
    observer.setOptions(page(10));
    expect(observer.getCurrentResult()).toMatchObject({ data: ['first'], isPlaceholderData: true });
    release();
    await client.fetchQuery(page(10));
    expect(observer.getCurrentResult()).toMatchObject({ data: ['second'], isPlaceholderData: false });
    unsubscribe();
    client.clear();
  });
});

describe("a list's parameters as the call takes them", () => {
  it('sends the words of the search box, or none, and leaves unset filters out', () => {
    expect(listInput({ keyword: '  drone ', isActive: null, statusId: 2, skipCount: 10, maxResultCount: 10 })).toEqual({
      keyword: 'drone',
      isActive: undefined,
      statusId: 2,
      skipCount: 10,
      maxResultCount: 10,
    });
    expect(listInput({ keyword: '   ', sorting: 'name' })).toEqual({ keyword: undefined, sorting: 'name' });
  });
});
