import { Box, Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page size of requirements §9. */
export const defaultPageSize = 10;

/**
 * "1–10 of 42" and the page buttons under a paged table: nothing under an empty one (its empty
 * message says it all), and no buttons while everything fits on one page.
 */
export function TablePager({
  page,
  pageSize = defaultPageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize?: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  if (total === 0) return null;
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm" aria-live="polite">
        {t('pagination.summary', { from, to, total })}
      </Text>
      {pages > 1 ? (
        <Box component="nav" aria-label={t('pagination.label')}>
          <Pagination
            total={pages}
            value={page}
            onChange={onChange}
            getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }) })}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          />
        </Box>
      ) : null}
    </Group>
  );
}
