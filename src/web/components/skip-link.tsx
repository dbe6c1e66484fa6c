import { useTranslation } from 'react-i18next';

export const mainContentId = 'main-content';

/** The first focusable element: jumps past the header and menus to the page's content. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      className="skip-link"
      href={`#${mainContentId}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(mainContentId);
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}
