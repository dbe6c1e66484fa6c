import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import { SideDrawer } from '../../../components/side-drawer';
import { PersonRecord } from '../../../components/person-record';

/** A card with a person: the row action that opens a user's whole record. */
export function RecordIcon() {
  return (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="11" r="2.5" />
      <path d="M5.5 17c.7-1.8 2-2.7 3.5-2.7s2.8.9 3.5 2.7M15 9h3M15 13h3" />
    </Icon>
  );
}

/** One user's whole record beside the list of users: opened from the user's row, closed back to it. */
export function UserRecordDrawer({ user, onClose }: { user: { id: number; userName: string } | null; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  return (
    <SideDrawer
      opened={user !== null}
      onClose={onClose}
      size="xl"
      title={user ? t('users:record.drawerTitle', { name: user.userName }) : ''}
    >
      {user ? <PersonRecord userId={user.id} /> : null}
    </SideDrawer>
  );
}
