import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactPersonDto } from '../../../../shared/contracts/organization-members';
import { OrganizationRole } from '../../../../shared/enums';
import { DataTable, type Column } from '../../../components/data-table';

/** The id of the cell naming a contact person, which describes the buttons acting on that row. */
export const contactNameId = (person: ContactPersonDto) => `contact-person-${person.userId}`;

/**
 * An organisation's contact persons with their role, department and title. The main contact person
 * is marked in words, the colour only repeats it. `actions` adds a column of buttons for each row.
 */
export function ContactPersonsTable({
  people,
  caption,
  actions,
}: {
  people: ContactPersonDto[];
  caption: string;
  actions?: (person: ContactPersonDto) => ReactNode;
}) {
  const { t } = useTranslation(['organizations', 'common']);
  if (people.length === 0) return <Text>{t('organizations:mySite.contacts.none')}</Text>;
  const field = (name: string) => t(`organizations:common.fields.${name}`);
  const columns: Column<ContactPersonDto>[] = [
    { header: field('fullName'), key: true, cellId: contactNameId, cell: (person) => person.fullName },
    {
      header: field('role'),
      cell: (person) =>
        person.organizationRoleId === OrganizationRole.MainContactPerson ? (
          <Badge color="blue.9" variant="filled">
            {t(`organizations:common.roles.${OrganizationRole.MainContactPerson}`)}
          </Badge>
        ) : (
          t(`organizations:common.roles.${OrganizationRole.ContactPerson}`)
        ),
    },
    { header: field('department'), cell: (person) => person.department ?? '–' },
    { header: field('title'), cell: (person) => person.title ?? '–' },
    {
      header: field('contact'),
      cell: (person) => (
        <>
          <Text size="sm">{person.emailAddress}</Text>
          {person.phoneNumber ? <Text size="sm">{person.phoneNumber}</Text> : null}
        </>
      ),
    },
    ...(actions
      ? [
          {
            header: t('common:actions.label'),
            hiddenHeader: true,
            cell: (person: ContactPersonDto) => (
              <Group gap={4} wrap="wrap">
                {actions(person)}
              </Group>
            ),
          },
        ]
      : []),
  ];
  return <DataTable rows={people} columns={columns} caption={caption} rowKey={(person) => person.userId} minWidth={640} />;
}
