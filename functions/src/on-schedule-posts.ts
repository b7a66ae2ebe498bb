import { onSchedule } from 'firebase-functions/scheduler';
import { REGION } from './config';
import { publishDuePosts } from './lib/publish-post';

/** Scheduled posts go out within five minutes of their time; the work is publishDuePosts, which the tests call. */
export const publishScheduledPosts = onSchedule({ schedule: 'every 5 minutes', region: REGION }, async () => {
  await publishDuePosts();
});
