import { Box, Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countedRowsCap } from '../../shared/contracts/common';

/** Page size of requirements §9. */
export const defaultPageSize = 10;

/**
 * "1–10 of 42" and the page buttons under a paged table: nothing under an empty one (its empty
 * message says it all), and no buttons while everything fits on one page. A total above
 * {@link countedRowsCap} means the server stopped counting there (decision 0038): "of more than
 * 10000", and the pages up to it.
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
  const over = total > countedRowsCap;
  const counted = Math.min(total, countedRowsCap);
  const pages = Math.max(1, Math.ceil(counted / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(counted, page * pageSize);
  if (total === 0) return null;
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm" aria-live="polite">
        {t(over ? 'pagination.summaryOver' : 'pagination.summary', { from, to, total: counted })}
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
