import { Typography, type BoxProps } from '@mantine/core';

/**
 * Course text as stored. The server sanitizes rich text on the way in (an allow-list with no
 * script, style or event handler), so the stored HTML is shown as it is. `lang` tells screen
 * readers and hyphenation which language the block is written in.
 */
export function RichContent({ html, lang, ...box }: { html: string; lang: 'is' | 'en' } & BoxProps) {
  return <Typography {...box} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
