import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import { SideDrawer } from '../../../components/side-drawer';
import { UserNotes } from './user-notes';

/** A page with lines: the row action that opens a user's notes. */
export function NotesIcon() {
  return (
    <Icon>
      <path d="M6 3h9l3 3v15H6z" />
      <path d="M9 10h6M9 14h6M9 18h4" />
    </Icon>
  );
}

/** One user's notes beside the list of users: opened from the user's row, closed back to it. */
export function UserNotesDrawer({ user, onClose }: { user: { id: number; userName: string } | null; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  return (
    <SideDrawer
      opened={user !== null}
      onClose={onClose}
      size="lg"
      title={user ? t('users:notes.drawerTitle', { name: user.userName }) : ''}
    >
      {user ? <UserNotes userId={user.id} /> : null}
    </SideDrawer>
  );
}
