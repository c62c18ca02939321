export { TeamMemberCard } from './TeamMemberCard';
export type { TeamMemberCardProps } from './TeamMemberCard';
