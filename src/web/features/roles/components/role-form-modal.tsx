import { Alert, Checkbox, Fieldset, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useEditForm } from '../../../components/use-edit-modal';
import { createRoleInput, updateRoleInput, type PermissionDto } from '../../../../shared/contracts/roles';
import { useContractForm } from '../../../lib/form';
import { permissionsQuery, roleForEditQuery, useCreateRole, useUpdateRole } from '../api';

const blank = { name: '', displayName: '', description: '', grantedPermissions: [] as string[] };

function PermissionGroup({
  legend,
  permissions,
  value,
  onChange,
}: {
  legend: string;
  permissions: PermissionDto[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  if (permissions.length === 0) return null;
  return (
    <Fieldset legend={legend}>
      {/* The fieldset's legend names the group; an aria-label on the plain div inside is not allowed (ARIA 1.2). */}
      <Checkbox.Group value={value} onChange={onChange}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {permissions.map((p) => (
            <Checkbox
              key={p.name}
              value={p.name}
              label={t(p.name, { ns: 'permissions', keySeparator: false, defaultValue: p.displayName || p.name })}
              description={p.description || p.name}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Fieldset>
  );
}

/** Create (`roleId` null) or edit a role and its granted permissions; a static role keeps its name. */
export function RoleFormModal({ roleId, opened, onClose }: { roleId: number | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['roles', 'common']);
  const editing = roleId !== null;
  const permissions = useQuery({ ...permissionsQuery(), enabled: opened });
  const forEdit = useQuery({ ...roleForEditQuery(roleId ?? 0), enabled: opened && editing });
  const create = useCreateRole();
  const update = useUpdateRole();
  const form = useContractForm(blank, { names: { name: 'roleName' } });
  const { reset } = form;
  const isStatic = Boolean(editing && forEdit.data?.role.isStatic);

  const { close, saved } = useEditForm({
    opened,
    onClose,
    reset,
    source: editing ? forEdit.data : null,
    valuesOf: () => {
      if (!editing) return blank;
      if (!forEdit.data) return undefined;
      const { role, grantedPermissionNames } = forEdit.data;
      return { name: role.name, displayName: role.displayName, description: role.description, grantedPermissions: grantedPermissionNames };
    },
    mutations: [create, update],
  });

  const allPermissions = forEdit.data?.permissions ?? permissions.data?.items ?? [];
  const pagePermissions = allPermissions.filter((p) => p.isPage);
  const otherPermissions = allPermissions.filter((p) => !p.isPage);
  const pageNames = new Set(pagePermissions.map((p) => p.name));
  const granted = form.values.grantedPermissions;

  const submit = () => {
    const onSuccess = saved(editing ? t('roles:saved') : t('roles:created'));
    if (editing && roleId !== null)
      void form.submit({
        schema: updateRoleInput,
        input: { ...form.values, id: roleId },
        call: update.mutateAsync,
        onSuccess,
        duplicateField: 'name',
      });
    else void form.submit({ schema: createRoleInput, input: form.values, call: create.mutateAsync, onSuccess, duplicateField: 'name' });
  };

  const loading = (editing && forEdit.isPending) || (!editing && permissions.isPending);

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={editing ? t('roles:form.editTitle') : t('roles:form.createTitle')}
      size="xl"
      loading={loading}
      submitting={form.pending}
      onSubmit={submit}
    >
      {isStatic ? <Alert color="blue">{t('roles:form.staticNote')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('roles:fields.name')}
          description={t('roles:form.nameHint')}
          {...form.getInputProps('name')}
          required
          disabled={isStatic}
          data-autofocus
        />
        <TextInput label={t('roles:fields.displayName')} {...form.getInputProps('displayName')} required />
      </SimpleGrid>
      <Textarea label={t('roles:fields.description')} {...form.getInputProps('description')} autosize minRows={2} />
      <PermissionGroup
        legend={t('roles:form.pagePermissions')}
        permissions={pagePermissions}
        value={granted.filter((n) => pageNames.has(n))}
        onChange={(value) => form.setField('grantedPermissions', [...value, ...granted.filter((n) => !pageNames.has(n))])}
      />
      <PermissionGroup
        legend={t('roles:form.otherPermissions')}
        permissions={otherPermissions}
        value={granted.filter((n) => !pageNames.has(n))}
        onChange={(value) => form.setField('grantedPermissions', [...granted.filter((n) => pageNames.has(n)), ...value])}
      />
      {form.errors.grantedPermissions ? (
        <Text c="red.8" size="sm" role="alert">
          {form.errors.grantedPermissions}
        </Text>
      ) : null}
    </FormModal>
  );
}
