export { StatusTimeline } from './StatusTimeline';
export type { StatusTimelineProps, TimelineEvent } from './StatusTimeline';
