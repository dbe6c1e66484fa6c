import { Button, type MantineColor } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/enums';
import { currentLanguage, setLanguage } from '../lib/i18n';
import { otherLanguage } from '../lib/language';
import { hasAccessToken } from '../lib/session';
import { call } from '../lib/api-client';
import { usersEndpoints } from '../../shared/contracts/client/users';

const names: Record<Language, string> = { is: 'Íslenska', en: 'English' };

/**
 * Switches between Icelandic and English. The button names the other language in that language
 * (marked with its `lang`), so it reads right to those who need it. When signed in, the user's
 * own language setting follows (User/ChangeLanguage).
 */
export function LanguageSwitcher({
  variant = 'default',
  color,
}: {
  variant?: 'default' | 'white' | 'subtle' | 'outline';
  color?: MantineColor;
}) {
  const { t, i18n } = useTranslation('common');
  const queryClient = useQueryClient();
  const current = (i18n.resolvedLanguage as Language | undefined) ?? currentLanguage();
  const target = otherLanguage(current);

  const change = async () => {
    await setLanguage(target);
    if (hasAccessToken()) {
      try {
        await call(usersEndpoints.changeLanguage, { languageName: target });
      } catch {
        // The screens already speak the new language; the stored preference follows next time.
      }
    }
    await queryClient.invalidateQueries();
  };

  return (
    <Button
      variant={variant}
      color={color}
      size="compact-md"
      lang={target}
      title={t('language.switchTitle')}
      onClick={() => void change()}
      data-testid="language-switcher"
    >
      {names[target]}
    </Button>
  );
}
