import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { PageSummaryDto } from '../../../../shared/contracts/courses';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { RowAction } from '../../../components/paged-table';
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from './course-icons';
import { useLanguage } from '../../../lib/use-language';
import { nameIn } from '../course-type';

export type MoveDirection = 'up' | 'down';

interface SortablePageItemProps {
  page: PageSummaryDto;
  total: number;
  /** False while the list is narrowed by a search: a position among the hits is not a rank. */
  reorderable: boolean;
  /** A move is on its way: the buttons keep focus but do nothing until it is done. */
  busy: boolean;
  onMove: (page: PageSummaryDto, direction: MoveDirection) => void;
  onEdit: (page: PageSummaryDto) => void;
  onDelete: (page: PageSummaryDto) => void;
  /** Lets the list put focus back on a move button after the rows change places. */
  registerButton: (key: string, element: HTMLButtonElement | null) => void;
}

/** One page of a course in the editor's list: its rank and names, a drag handle and its buttons. */
export function SortablePageItem({ page, total, reorderable, busy, onMove, onEdit, onDelete, registerButton }: SortablePageItemProps) {
  const { t } = useTranslation(['courses', 'common']);
  const language = useLanguage();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: page.id,
    disabled: !reorderable,
    // dnd-kit's own word is "sortable", in English whatever the reader's language.
    attributes: { roleDescription: t('courses:dnd.roleDescription') },
  });
  // Both names are shown, each in its language; the buttons speak of the page in the reader's.
  const name = nameIn(page, language);
  const style = {
    transform: CSS.Transform.toString(transform),
    transition,
    position: 'relative' as const,
    zIndex: isDragging ? 1 : undefined,
  };

  return (
    <li ref={setNodeRef} style={style} data-testid={`course-page-${page.id}`}>
      <Paper withBorder p="sm" radius="md" shadow={isDragging ? 'md' : undefined} bg={isDragging ? 'var(--mantine-color-body)' : undefined}>
        {/* The buttons go under the name when a phone has no room for them beside it. */}
        <Group wrap="wrap" align="center" gap="sm">
          {reorderable ? (
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray.8"
              style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
              aria-label={t('courses:pages.dragHandle', { name })}
            >
              <GripIcon />
            </ActionIcon>
          ) : null}
          <Text fw={700} miw="2ch" ta="right">
            {page.rank}.
          </Text>
          <Stack gap={0} style={{ flex: '1 1 8rem', minWidth: 0 }}>
            <Text fw={600} lang="is" style={{ overflowWrap: 'anywhere' }}>
              {page.nameIcelandic}
            </Text>
            <Text size="sm" c="dimmed" lang="en" style={{ overflowWrap: 'anywhere' }}>
              {page.nameEnglish}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            {reorderable ? (
              <>
                <Tooltip label={t('courses:pages.moveUp')}>
                  <ActionIcon
                    ref={(el) => registerButton(`${page.id}:up`, el)}
                    variant="subtle"
                    aria-label={t('courses:pages.moveUpNamed', { name })}
                    disabled={page.rank <= 1}
                    aria-disabled={busy || undefined}
                    onClick={() => onMove(page, 'up')}
                  >
                    <ArrowUpIcon />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('courses:pages.moveDown')}>
                  <ActionIcon
                    ref={(el) => registerButton(`${page.id}:down`, el)}
                    variant="subtle"
                    aria-label={t('courses:pages.moveDownNamed', { name })}
                    disabled={page.rank >= total}
                    aria-disabled={busy || undefined}
                    onClick={() => onMove(page, 'down')}
                  >
                    <ArrowDownIcon />
                  </ActionIcon>
                </Tooltip>
              </>
            ) : null}
            <RowAction
              tooltip={t('common:actions.edit')}
              label={t('courses:pages.editNamed', { name })}
              icon={<EditIcon />}
              onClick={() => onEdit(page)}
            />
            <RowAction
              tooltip={t('common:actions.delete')}
              label={t('courses:pages.deleteNamed', { name })}
              icon={<TrashIcon />}
              danger
              onClick={() => onDelete(page)}
            />
          </Group>
        </Group>
      </Paper>
    </li>
  );
}
