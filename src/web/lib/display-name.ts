/** One rule for how a member is named, shared with the server (events name their hosts with it). */
export { displayName } from '../../shared/profile/display-name';
