import { Group, Table, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether the box's content is wider than the box, measured again whenever either changes size. */
function useOverflowing() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth + 1);
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);
  return { ref, overflowing };
}

/**
 * A table that may be wider than the screen (a phone's, mostly). When it is, a line above it says
 * that it scrolls sideways and its scrollbar stays shown, so columns such as the status or the
 * receipt are not hidden off-screen without a hint; the scrolling box takes focus, so the keyboard
 * scrolls it too (WCAG 2.1.1), and is named after the table.
 */
export function ScrollTable({ minWidth, label, children }: { minWidth: number; label?: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const { ref, overflowing } = useOverflowing();
  const hintId = useId();
  return (
    <>
      {overflowing ? (
        <Group gap={4} id={hintId} className="scroll-table-hint">
          <Text size="sm" c="dimmed">
            {t('common:table.scrollHint')}
          </Text>
          <Text size="sm" c="dimmed" aria-hidden>
            →
          </Text>
        </Group>
      ) : null}
      <Table.ScrollContainer
        minWidth={minWidth}
        className="scroll-table"
        data-overflowing={overflowing || undefined}
        scrollAreaProps={{
          type: 'always',
          offsetScrollbars: 'x',
          viewportRef: ref,
          viewportProps: {
            tabIndex: 0,
            // A group rather than a region: pages name their sections as regions, often as their table.
            ...(label ? { role: 'group', 'aria-label': label } : {}),
            'aria-describedby': overflowing ? hintId : undefined,
          },
        }}
      >
        {children}
      </Table.ScrollContainer>
    </>
  );
}
