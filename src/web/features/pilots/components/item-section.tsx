import { Badge, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { PopulatedPilotDto } from '../../../../shared/contracts/pilots';
import { pilotItemEndpoints, pilotsEndpoints } from '../../../../shared/contracts/client/pilots';
// The full definitions, for their input schemas: the form checks its values with the call's own.
import { pilotItemEndpoints as pilotItemDefinitions } from '../../../../shared/contracts/pilots';
import { confirmDelete } from '../../../components/confirm';
import { FormModal } from '../../../components/form-modal';
import { useEditForm, useEditModal } from '../../../components/use-edit-modal';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { RowAction } from '../../../components/paged-table';
import { useCountries } from '../../../lib/countries';
import { useContractForm } from '../../../lib/form';
import { formatDate } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/use-language';
import { usePilotChange } from '../api';
import type { ItemKind } from './item-kinds';

type Item = {
  id: number;
  pilotId: number;
  isKRR?: boolean;
  isConfirmed?: boolean;
  confirmationSentTime?: string | null;
} & Record<string, unknown>;
type Values = Record<string, string | boolean>;

/**
 * One kind of item on a pilot's record (phone numbers, e-mails, addresses, insurance): the list,
 * which one is main, and adding, changing, making main and deleting. A value from the national
 * registry is changed only by an administrator (`manager`); the pilot may still make it main. A
 * typed e-mail address says whether it is confirmed, and sends the link that confirms it.
 */
export function ItemSection({ pilot, kind, manager }: { pilot: PopulatedPilotDto; kind: ItemKind<Item>; manager: boolean }) {
  const { t } = useTranslation(['pilots', 'common']);
  const endpoints = pilotItemEndpoints[kind.name];
  const update = usePilotChange(endpoints.update);
  const remove = usePilotChange(endpoints.delete);
  const editing = useEditModal<Item>();
  const items = kind.listOf(pilot) as Item[];
  const headingId = `pilot-items-${kind.name}`;
  const isMain = (item: Item) => (kind.mainMember ? Boolean(item[kind.mainMember]) : false);
  const valuesOf = (item: Item) => Object.fromEntries(kind.fields.map((f) => [f.name, item[f.name]]));

  const setMain = (item: Item, main: boolean) =>
    update.mutate({ id: item.id, ...valuesOf(item), [kind.mainMember!]: main } as never, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: main ? t('pilots:items.madeMain', { value: kind.text(item) }) : t('pilots:items.unmade', { value: kind.text(item) }),
        }),
    });
  const linkSender = usePilotChange(pilotsEndpoints.sendEmailConfirmation);
  const sendConfirmation = (item: Item) =>
    linkSender.mutate(
      { id: item.id },
      { onSuccess: () => notifications.show({ color: 'green', message: t('pilots:items.confirmationSent', { value: kind.text(item) }) }) },
    );
  const askDelete = (item: Item) =>
    confirmDelete({
      title: t(`pilots:items.${kind.name}.delete`),
      message: t('pilots:items.deleteMessage', { value: kind.text(item) }),
      onConfirm: () =>
        remove.mutate({ id: item.id } as never, {
          onSuccess: () => notifications.show({ color: 'green', message: t('pilots:items.deleted', { value: kind.text(item) }) }),
        }),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id={headingId}>
          {t(`pilots:items.${kind.name}.title`)}
        </Title>
        <Button variant="light" onClick={() => editing.open()}>
          {t(`pilots:items.${kind.name}.add`)}
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text>{t(`pilots:items.${kind.name}.none`)}</Text>
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => {
            const locked = Boolean(item.isKRR) && !manager;
            return (
              <Group component="li" key={item.id} justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs">
                  <Text>{kind.text(item)}</Text>
                  {isMain(item) ? <Badge color="blue.9">{t('pilots:items.main')}</Badge> : null}
                  {item.isKRR ? (
                    <Badge variant="outline" color="gray.9">
                      {t('pilots:items.fromRegistry')}
                    </Badge>
                  ) : null}
                  {kind.confirmable && !item.isKRR ? <ConfirmationState item={item} /> : null}
                </Group>
                {/* Wraps on a phone: the words of the two buttons and the icons are wider than 320 px. */}
                <Group gap={4} wrap="wrap">
                  {kind.confirmable && !item.isKRR && !item.isConfirmed ? (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => sendConfirmation(item)}
                      disabled={linkSender.isPending}
                      aria-label={t('pilots:items.sendConfirmationTo', { value: kind.text(item) })}
                    >
                      {t('pilots:items.sendConfirmation')}
                    </Button>
                  ) : null}
                  {kind.mainMember ? (
                    <Button size="xs" variant="subtle" onClick={() => setMain(item, !isMain(item))} disabled={update.isPending}>
                      {isMain(item) ? t('pilots:items.unmakeMain') : t('pilots:items.makeMain')}
                    </Button>
                  ) : null}
                  {locked ? null : (
                    <>
                      <RowAction
                        tooltip={t('common:actions.edit')}
                        label={t('pilots:items.editItem', { value: kind.text(item) })}
                        icon={<EditIcon />}
                        onClick={() => editing.open(item)}
                      />
                      <RowAction
                        tooltip={t('common:actions.delete')}
                        label={t('pilots:items.deleteItem', { value: kind.text(item) })}
                        icon={<TrashIcon />}
                        danger
                        onClick={() => askDelete(item)}
                      />
                    </>
                  )}
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
      <ItemFormModal pilotId={pilot.id} kind={kind} item={editing.record} opened={editing.opened} onClose={editing.close} />
    </Paper>
  );
}

/** Whether a typed address is proved, and when its link went while it waits. */
function ConfirmationState({ item }: { item: Item }) {
  const { t } = useTranslation('pilots');
  const language = useLanguage();
  if (item.isConfirmed) return <Badge color="green.9">{t('pilots:items.confirmed')}</Badge>;
  return (
    <>
      <Badge variant="outline" color="gray.9">
        {t('pilots:items.notConfirmed')}
      </Badge>
      {item.confirmationSentTime ? (
        <Text size="sm">{t('pilots:items.confirmationWaiting', { date: formatDate(item.confirmationSentTime, language) })}</Text>
      ) : null}
    </>
  );
}

function ItemFormModal({
  pilotId,
  kind,
  item,
  opened,
  onClose,
}: {
  pilotId: number;
  kind: ItemKind<Item>;
  item: Item | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['pilots', 'common']);
  const endpoints = pilotItemEndpoints[kind.name];
  const create = usePilotChange(endpoints.create, { handlesFieldErrors: true });
  const update = usePilotChange(endpoints.update, { handlesFieldErrors: true });
  const countries = useCountries();
  const blank = (): Values => ({
    ...Object.fromEntries(kind.fields.map((f) => [f.name, f.country ? 'IS' : ''])),
    ...(kind.mainMember ? { [kind.mainMember]: false } : {}),
  });
  const form = useContractForm<Values>(blank);
  const { reset } = form;

  const { saved } = useEditForm({
    opened,
    onClose,
    reset,
    source: item,
    valuesOf: () =>
      item ? { ...blank(), ...Object.fromEntries(Object.keys(blank()).map((key) => [key, item[key] as string | boolean])) } : blank(),
  });

  const submit = () => {
    const onSuccess = saved(t('pilots:items.saved'));
    if (item)
      void form.submit({
        schema: pilotItemDefinitions[kind.name].update.input as never,
        input: { ...form.values, id: item.id },
        call: update.mutateAsync as never,
        onSuccess,
      });
    else
      void form.submit({
        schema: pilotItemDefinitions[kind.name].create.input as never,
        input: { ...form.values, pilotId },
        call: create.mutateAsync as never,
        onSuccess,
      });
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(`pilots:items.${kind.name}.${item ? 'edit' : 'add'}`)}
      submitting={form.pending}
      onSubmit={submit}
    >
      {kind.fields.map((field, index) =>
        field.country ? (
          <NativeSelect
            key={field.name}
            label={t(`pilots:fields.${field.name}`)}
            {...form.getInputProps(field.name)}
            value={String(form.values[field.name] ?? '')}
            data={countries.map((c) => ({ value: c.code, label: c.name }))}
            autoComplete="country"
            required
          />
        ) : (
          <TextInput
            key={field.name}
            type={field.type ?? 'text'}
            label={t(`pilots:fields.${field.name}`)}
            {...form.getInputProps(field.name)}
            value={String(form.values[field.name] ?? '')}
            autoComplete={field.autoComplete}
            required
            data-autofocus={index === 0 ? true : undefined}
          />
        ),
      )}
      {kind.mainMember ? <Checkbox label={t('pilots:items.setMain')} {...form.getCheckboxProps(kind.mainMember)} /> : null}
    </FormModal>
  );
}
