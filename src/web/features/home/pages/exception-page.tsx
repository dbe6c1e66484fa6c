import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/use-session';

export type ExceptionType = '401' | '403' | '404' | '500';

export function exceptionTypeOf(value: string | null | undefined): ExceptionType {
  return value === '401' || value === '403' || value === '500' ? value : '404';
}

/** `/exception?type=401|403|404|500` (and `/admin/exception`), also the not-found and crash screen. */
export function ExceptionPage({ type: fixedType, homePath = '/' }: { type?: ExceptionType; homePath?: string }) {
  const { t } = useTranslation('home');
  const [search] = useSearchParams();
  const session = useSession();
  const type = fixedType ?? exceptionTypeOf(search.get('type'));
  return (
    <Stack gap="md" py="xl" maw={640} mx="auto" ta="center" align="center">
      <Text fz={64} fw={800} c="portal.7" aria-hidden="true" lh={1}>
        {type}
      </Text>
      <Title order={1}>{t(`exception.${type}.title`)}</Title>
      <Text size="lg">{t(`exception.${type}.text`)}</Text>
      <Group justify="center">
        <Button component={Link} to={homePath}>
          {t('exception.home')}
        </Button>
        {(type === '401' || type === '403') && !session.signedIn ? (
          <Button component={Link} to="/account/login" variant="outline">
            {t('exception.login')}
          </Button>
        ) : null}
        {type === '500' ? (
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t('exception.reload')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/** The catch-all route. */
export function NotFoundPage() {
  return <ExceptionPage type="404" />;
}

export function AdminExceptionPage() {
  return <ExceptionPage homePath="/admin" />;
}

/** The not-found screen inside the administration area. */
export function AdminNotFoundPage() {
  return <ExceptionPage type="404" homePath="/admin" />;
}
