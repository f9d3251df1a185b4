/**
 * The users module's public face: user rows, their creation, credentials and presentation. Other
 * modules (auth, company accounts, staff invitations) and the seed use these and never the users
 * table directly. Creating an account takes a hash made beforehand: argon2 takes tens of
 * milliseconds, too long to hold a transaction open for.
 */
export {
  assertPasswordNotCommon,
  findPasswordWeakness,
  hashPassword,
  primeDummyHash,
  verifyAgainstDummy,
  verifyPassword,
} from "./password.js";
export { type PresentableUser, presentUser } from "./users.presenter.js";
export {
  countUsersOfType,
  findUserByEmail,
  findUserById,
  findUsersByIds,
  insertUser,
  listActiveAdminIds,
  listUsersOfType,
  type NewUser,
  updateUser,
} from "./users.repository.js";
