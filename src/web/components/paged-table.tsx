import { ActionIcon, Tooltip } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedResult } from '../../shared/contracts/common';
import { DataTable, type Column } from './data-table';
import { ErrorState, LoadingState } from './query-state';
import { TablePager } from './table-pager';

export type { Column } from './data-table';

/**
 * A page of rows from the server: loading and error states, a captioned table with column
 * headers (cards on a phone), an empty message, and the pager. Every admin list uses it, so they
 * behave alike.
 */
export function PagedTable<T extends { id: number | string }>({
  query,
  columns,
  caption,
  emptyText,
  minWidth = 760,
  page,
  pageSize,
  onPageChange,
  rowKey = (row) => row.id,
}: {
  query: UseQueryResult<PagedResult<T>>;
  columns: Column<T>[];
  caption: string;
  emptyText?: string;
  minWidth?: number;
  page: number;
  /** Rows per page when the reader chose another than the default. */
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** A row's key, for lists whose rows come from more than one table and so may share an id. */
  rowKey?: (row: T) => string | number;
}) {
  const { t } = useTranslation('common');
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { items, totalCount } = query.data;
  return (
    <>
      <DataTable
        rows={items}
        columns={columns}
        caption={caption}
        rowKey={rowKey}
        emptyText={emptyText ?? t('table.empty')}
        minWidth={minWidth}
        busy={query.isFetching}
      />
      <TablePager page={page} pageSize={pageSize} total={totalCount} onChange={onPageChange} />
    </>
  );
}

/** An icon button in a table row, with a tooltip and a name that says which row it acts on. */
export function RowAction({
  tooltip,
  label,
  icon,
  onClick,
  danger,
  disabled,
}: {
  tooltip: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" color={danger ? 'red' : undefined} aria-label={label} disabled={disabled} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
