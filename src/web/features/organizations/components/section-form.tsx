import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { FieldSummary } from './field-summary';
import { Form } from '../../../components/form';

/**
 * A page section holding one form: its heading, the error summary, the fields and the save button.
 * The fields are named `${form}-${field}`, where the summary's lines lead.
 */
export function SectionForm({
  form,
  title,
  errors,
  summaryRef,
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  form: string;
  title: string;
  errors: Record<string, string>;
  summaryRef: Ref<HTMLDivElement>;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const headingId = `${form}-title`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {title}
      </Title>
      <Form onSubmit={onSubmit}>
        <Stack>
          <FieldSummary ref={summaryRef} form={form} errors={errors} />
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
