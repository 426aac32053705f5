import { desc, eq } from 'drizzle-orm';
import {
  reportCommentCreateSchema,
  reportCreateSchema,
  sharingPolicyCreateSchema,
  type ReportCreateInput,
  type SharingPolicyCreateInput,
} from '@marshlog/domain';
import type { Database } from '../db/client.js';
import { hunts } from '../db/schema.js';
import { createComment } from '../modules/report-comments/index.js';
import { createReport } from '../modules/reports/index.js';
import { createPolicy } from '../modules/sharing-policies/index.js';
import type { DemoHunterKey } from './cast.js';

/**
 * The demo's field reports: one for each privacy choice of the Create Report modal, one under
 * each policy flag, and a short comment thread, so every report screen has something to show.
 */

interface DemoPolicy {
  key: string;
  owner: DemoHunterKey;
  policy: SharingPolicyCreateInput;
}

const DEMO_POLICIES: readonly DemoPolicy[] = [
  {
    key: 'quietSpot',
    owner: 'tom',
    policy: {
      name: 'Keep the spot quiet',
      description: 'Friends read it, nobody gets the exact place.',
      visibility: 'group',
      allow_location_sharing: false,
    },
  },
  {
    key: 'anonymousTip',
    owner: 'jess',
    policy: {
      name: 'Anonymous tip',
      description: 'Public, without my name, no comments.',
      visibility: 'public',
      show_hunter_info: false,
      allow_comments: false,
    },
  },
];

interface DemoReport {
  key: string;
  author: DemoHunterKey;
  daysAgo: number;
  report: Omit<ReportCreateInput, 'report_date' | 'allowed_users' | 'sharing_policy'>;
  /** My Hunting Partners: these friends may read it. */
  partners?: DemoHunterKey[];
  policy?: string;
  /** Link the author's latest hunt. */
  withLatestHunt?: boolean;
}

const DEMO_REPORTS: readonly DemoReport[] = [
  {
    key: 'delevanSprig',
    author: 'mike',
    daysAgo: 1,
    withLatestHunt: true,
    report: {
      title: 'Sprig stacking up on Delevan',
      content:
        'Big push of pintail overnight. They worked the north levee until 9, then rafted up.',
      privacy_level: 'public',
      location_name: 'Delevan NWR',
      latitude: 39.3347,
      longitude: -122.1012,
      bird_activity: 'Heavy pintail, some wigeon and teal',
      weather_conditions: 'Fog until 8, north wind 10 mph',
    },
  },
  {
    key: 'pondTwelve',
    author: 'mike',
    daysAgo: 2,
    partners: ['sarah'],
    report: {
      title: 'Pond 12 is on fire',
      content: 'Teal everywhere at legal light. Bring the small decoy spread Saturday.',
      location_name: 'Sacramento NWR',
      latitude: 39.4262,
      longitude: -122.1713,
      bird_activity: 'Green-winged teal in flocks of 30+',
    },
  },
  {
    key: 'grayLodge',
    author: 'sarah',
    daysAgo: 3,
    report: {
      title: 'Gray Lodge slow after the storm',
      content: 'Birds scattered by the rain. A few gadwall on the open water, mostly high flyers.',
      privacy_level: 'friends',
      location_name: 'Gray Lodge Wildlife Area',
      latitude: 39.32,
      longitude: -121.84,
      weather_conditions: 'Clearing, south wind',
    },
  },
  {
    key: 'sutterGeese',
    author: 'tom',
    daysAgo: 2,
    policy: 'quietSpot',
    report: {
      title: 'Specks feeding in the cut corn',
      content: 'Several hundred white-fronts on a private field south of Sutter. Ask me in person.',
      privacy_level: 'private',
      latitude: 39.0812,
      longitude: -121.7744,
      bird_activity: 'White-fronted geese, a few snows',
    },
  },
  {
    key: 'colusaTip',
    author: 'jess',
    daysAgo: 4,
    policy: 'anonymousTip',
    report: {
      title: 'Colusa check station line is long',
      content: 'Lines past 5 am on weekends. Weekdays are quiet and the birds are there.',
      privacy_level: 'private',
      location_name: 'Colusa NWR',
      latitude: 39.18,
      longitude: -122.05,
    },
  },
  {
    key: 'lenaPrivate',
    author: 'lena',
    daysAgo: 5,
    report: {
      title: 'Notes to self: scout the east ponds',
      content: 'Mallards landing in the back pond at dusk. Scout it midweek.',
      privacy_level: 'private',
      latitude: 39.3301,
      longitude: -121.8262,
    },
  },
];

const DEMO_COMMENTS: readonly {
  on: string;
  by: DemoHunterKey;
  content: string;
  replyTo?: number;
}[] = [
  { on: 'pondTwelve', by: 'sarah', content: 'Count me in. Meet at the check station at 4?' },
  { on: 'pondTwelve', by: 'mike', content: '4 sharp. I will bring the teal spread.', replyTo: 0 },
  { on: 'delevanSprig', by: 'tom', content: 'Any specks mixed in?' },
  { on: 'delevanSprig', by: 'mike', content: 'A few high ones, nothing decoying.', replyTo: 2 },
  { on: 'grayLodge', by: 'jess', content: 'Same story at Sutter. Give it two days.' },
];

function daysBefore(today: Date, days: number): string {
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

export interface DemoReportSummary {
  reports: number;
  policies: number;
  comments: number;
}

/** Writes the demo's policies, reports and comments through the services the API calls. */
export async function loadDemoReports(
  tx: Database,
  idOf: (key: DemoHunterKey) => number,
  today: Date,
): Promise<DemoReportSummary> {
  const policyIds = new Map<string, number>();
  for (const { key, owner, policy } of DEMO_POLICIES) {
    const created = await createPolicy(tx, idOf(owner), sharingPolicyCreateSchema.parse(policy));
    policyIds.set(key, created.id);
  }
  const reportIds = new Map<string, number>();
  for (const demo of DEMO_REPORTS) {
    const authorId = idOf(demo.author);
    const [latestHunt] = demo.withLatestHunt
      ? await tx
          .select({ id: hunts.id })
          .from(hunts)
          .where(eq(hunts.userId, authorId))
          .orderBy(desc(hunts.dateOfHunt), desc(hunts.id))
          .limit(1)
      : [];
    const input = reportCreateSchema.parse({
      ...demo.report,
      report_date: daysBefore(today, demo.daysAgo),
      hunt: latestHunt?.id ?? null,
      sharing_policy: demo.policy ? (policyIds.get(demo.policy) ?? null) : null,
      allowed_users: demo.partners?.map(idOf),
    });
    reportIds.set(demo.key, (await createReport(tx, authorId, input)).id);
  }
  const commentIds: number[] = [];
  for (const demo of DEMO_COMMENTS) {
    const report = reportIds.get(demo.on);
    if (report === undefined) throw new Error(`demo report ${demo.on} was not created`);
    const parent = demo.replyTo === undefined ? null : (commentIds[demo.replyTo] ?? null);
    const input = reportCommentCreateSchema.parse({ report, content: demo.content, parent });
    commentIds.push((await createComment(tx, idOf(demo.by), input)).id);
  }
  const partnerPolicies = DEMO_REPORTS.filter((demo) => demo.partners).length;
  return {
    reports: reportIds.size,
    policies: policyIds.size + partnerPolicies,
    comments: commentIds.length,
  };
}
