import { useTranslation } from 'react-i18next';

export const mainContentId = 'main-content';
/**
 * The page's own content, where a layout with a menu inside `<main>` (My pages) marks it: the skip
 * link and the focus after a navigation land there, past the menu.
 */
export const pageContentId = 'page-content';

/** Where the page's content starts: the page's own column when the layout has one, else `<main>`. */
export function contentStart(): HTMLElement | null {
  return document.getElementById(pageContentId) ?? document.getElementById(mainContentId);
}

/** The first focusable element: jumps past the header and menus to the page's content. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      className="skip-link"
      href={`#${mainContentId}`}
      onClick={(event) => {
        event.preventDefault();
        const target = contentStart();
        target?.focus();
        target?.scrollIntoView();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}
