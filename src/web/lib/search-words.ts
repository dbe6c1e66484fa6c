/** What a search box or a filter sends: its words, or nothing when it holds only spaces. */
export const searchWords = (text: string): string | undefined => text.trim() || undefined;
