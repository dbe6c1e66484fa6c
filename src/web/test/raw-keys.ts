/**
 * Finds i18n keys shown to the reader: a text asked for under a key no file holds, or a key built
 * from a value (`home.cards.${route.id}`), comes out as the key itself, which i18next's own check of
 * missing keys does not always see (a default value, a key passed through as a value).
 */
const files = import.meta.glob<Record<string, unknown>>('../../shared/i18n/*/*.json', { import: 'default', eager: true });

function flatten(value: unknown, prefix: string, into: Set<string>): void {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else into.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
}

const namespaces = new Set<string>();
/** Every key of every file, bare (`home.lead`) and with its namespace (`admin:home.lead`). */
const knownKeys = new Set<string>();
for (const [file, texts] of Object.entries(files)) {
  const namespace = /\/([\w-]+)\.json$/.exec(file)![1];
  namespaces.add(namespace);
  const keys = new Set<string>();
  flatten(texts, '', keys);
  for (const key of keys) {
    knownKeys.add(key);
    knownKeys.add(`${namespace}:${key}`);
  }
}

const namespaced = /^([a-z][\w-]*):([A-Za-z][\w.-]*)$/;
const dotted = /^[a-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/;

/** Whether a word is a key: one of the files', `namespace:anything`, or a dotted name with a camelCase part. */
export function looksLikeKey(word: string): boolean {
  if (knownKeys.has(word) && word.includes('.')) return true;
  const withNamespace = namespaced.exec(word);
  if (withNamespace && namespaces.has(withNamespace[1])) return true;
  return dotted.test(word) && word.split('.').some((part) => /[a-z][A-Z]/.test(part));
}

/** The words of a text that are keys; punctuation around a word is not part of it. */
export function keysIn(text: string): string[] {
  return text
    .split(/[\s,;()[\]"“”„'‘’«»|·]+/)
    .map((word) => word.replace(/^[^\w]+|[.:!?…]+$/g, ''))
    .filter((word) => word.length > 2 && looksLikeKey(word));
}

/** What a reader sees or hears of a page: its text and the labels, placeholders and titles of its elements. */
export function readableTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  // Node by node: the text of neighbouring elements runs together in textContent.
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue ?? '');
  for (const element of root.querySelectorAll('[aria-label],[placeholder],[title],[alt]'))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  texts.push(document.title);
  return texts;
}
