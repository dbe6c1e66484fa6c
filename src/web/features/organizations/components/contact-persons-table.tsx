import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactPersonDto } from '../../../../shared/contracts/organization-members';
import { OrganizationRole } from '../../../../shared/enums';
import { ScrollTable } from '../../../components/scroll-table';

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
  return (
    <ScrollTable minWidth={640} label={caption}>
      <Table verticalSpacing="sm" striped>
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('organizations:common.fields.fullName')}</Table.Th>
            <Table.Th scope="col">{t('organizations:common.fields.role')}</Table.Th>
            <Table.Th scope="col">{t('organizations:common.fields.department')}</Table.Th>
            <Table.Th scope="col">{t('organizations:common.fields.title')}</Table.Th>
            <Table.Th scope="col">{t('organizations:common.fields.contact')}</Table.Th>
            {actions ? (
              <Table.Th scope="col">
                <VisuallyHidden>{t('common:actions.label')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person.userId}>
              <Table.Th scope="row" id={contactNameId(person)} fw={600}>
                {person.fullName}
              </Table.Th>
              <Table.Td>
                {person.organizationRoleId === OrganizationRole.MainContactPerson ? (
                  <Badge color="blue.9" variant="filled">
                    {t(`organizations:common.roles.${OrganizationRole.MainContactPerson}`)}
                  </Badge>
                ) : (
                  t(`organizations:common.roles.${OrganizationRole.ContactPerson}`)
                )}
              </Table.Td>
              <Table.Td>{person.department ?? '–'}</Table.Td>
              <Table.Td>{person.title ?? '–'}</Table.Td>
              <Table.Td>
                <Text size="sm">{person.emailAddress}</Text>
                {person.phoneNumber ? <Text size="sm">{person.phoneNumber}</Text> : null}
              </Table.Td>
              {actions ? (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {actions(person)}
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
