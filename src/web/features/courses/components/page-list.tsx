import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSummaryDto } from '../../../../shared/contracts/courses';
import { useLanguage } from '../../../lib/use-language';
import { nameIn } from '../course-type';
import { SortablePageItem, type MoveDirection } from './sortable-page-item';

interface PageListProps {
  pages: PageSummaryDto[];
  reorderable: boolean;
  busy: boolean;
  /** Push the page to `rank`. */
  onRank: (page: PageSummaryDto, rank: number) => void;
  onEdit: (page: PageSummaryDto) => void;
  onDelete: (page: PageSummaryDto) => void;
}

/**
 * A course's pages in rank order. They move by drag and drop (pointer or keyboard: Space to lift,
 * arrows to move, Space to drop) or by the up and down buttons; each move is told to screen readers.
 */
export function PageList({ pages, reorderable, busy, onRank, onEdit, onDelete }: PageListProps) {
  const { t } = useTranslation('courses');
  const language = useLanguage();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const registerButton = useCallback((key: string, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  }, []);
  const refocus = useRef<{ id: number; direction: MoveDirection } | null>(null);
  const [message, setMessage] = useState('');

  const byId = useMemo(() => new Map(pages.map((p) => [p.id, p])), [pages]);
  const nameOf = (id: number | string) => {
    const page = byId.get(Number(id));
    return page ? nameIn(page, language) : '';
  };
  const positionOf = (id: number | string) => pages.findIndex((p) => p.id === Number(id)) + 1;
  const total = pages.length;

  // The row moved under the button just pressed: keep focus on it, or on its other button at either end.
  useEffect(() => {
    if (!refocus.current) return;
    const { id, direction } = refocus.current;
    const same = buttons.current.get(`${id}:${direction}`);
    const other = buttons.current.get(`${id}:${direction === 'up' ? 'down' : 'up'}`);
    const target = same && !same.disabled ? same : other;
    target?.focus();
    refocus.current = null;
  }, [pages]);

  const move = (page: PageSummaryDto, direction: MoveDirection) => {
    const rank = direction === 'up' ? page.rank - 1 : page.rank + 1;
    if (busy || rank < 1 || rank > total) return;
    setMessage(t('courses:pages.moved', { name: nameIn(page, language), position: rank, total }));
    refocus.current = { id: page.id, direction };
    onRank(page, rank);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (busy || !over || active.id === over.id) return;
    const page = byId.get(Number(active.id));
    const target = byId.get(Number(over.id));
    if (page && target) onRank(page, target.rank);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('courses:dnd.start', { name: nameOf(active.id), position: positionOf(active.id), total }),
    onDragOver: ({ active, over }) =>
      over
        ? t('courses:dnd.over', { name: nameOf(active.id), position: positionOf(over.id), total })
        : t('courses:dnd.outside', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('courses:dnd.end', { name: nameOf(active.id), position: positionOf(over.id), total })
        : t('courses:dnd.outside', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('courses:dnd.cancel', { name: nameOf(active.id), position: positionOf(active.id) }),
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('courses:dnd.instructions') } }}
      >
        <SortableContext items={pages.map((p) => p.id)} strategy={verticalListSortingStrategy} disabled={!reorderable}>
          <Stack
            component="ol"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('courses:pages.listLabel')}
            aria-busy={busy}
          >
            {pages.map((page) => (
              <SortablePageItem
                key={page.id}
                page={page}
                total={total}
                reorderable={reorderable}
                busy={busy}
                onMove={move}
                onEdit={onEdit}
                onDelete={onDelete}
                registerButton={registerButton}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <VisuallyHidden role="status" aria-live="polite">
        {message}
      </VisuallyHidden>
    </>
  );
}
