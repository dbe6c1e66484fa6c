import { Permission } from '../../../shared/permissions';
import { defineModule } from '../../kernel/server-module';
import { userNoteRoutes } from './user-notes.routes';
import { userRoutes } from './users.routes';

/** The tenant's users: their records, roles and state. */
export const usersModule = defineModule({
  name: 'users',
  routes: (deps) => [...userRoutes(deps), ...userNoteRoutes(deps)],
  permissions: [Permission.Users],
});

export { changeUserAccount, retireUser, type AccountChange } from './users.service';
