/** Users for tests and the seed, written as the portal writes them (the password hashed). */
export { addUser as insertUser, type NewUser } from '../../modules/accounts';
