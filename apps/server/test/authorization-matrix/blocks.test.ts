import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FRIENDSHIP_MESSAGES,
  SOCKET_CLOSE_CODES,
  type Activity,
  type ActivityComment,
  type Paginated,
  type Report,
  type ReportComment,
  type ReportCommentNode,
  type ReportCommentThread,
} from '@marshlog/domain';
import { createTestApp } from '../support/app.js';
import { sendText, startChat } from '../support/chat.js';
import { testBackend } from '../support/database.js';
import { storedActivityId } from '../support/feed.js';
import { befriend } from '../support/locations.js';
import { comment, makePolicy, writeReport } from '../support/reports.js';
import { connect, listen } from '../support/sockets.js';
import { signUp, type Hunter } from '../support/users.js';
import { buildWorld, WORLD_VIEWERS, type World, type WorldViewer } from './world.js';

/**
 * A block ends interaction both ways (DESIGN.md section 5, platform/visibility/blocks.ts), on every
 * endpoint it touches x every viewer relation: the world's cast (owner, friend, pending requester,
 * stranger, the hunter the owner blocked, signed out, and viewShare as the user a sharing policy
 * allows) and two hunters who talked with the owner before a block: `ownerBlocked` (the owner
 * blocked them) and `blocksOwner` (they blocked the owner).
 * - the owner's public report stays readable to all; commenting on it is 403 with its message
 *   across a block (either way), and so is editing an old comment;
 * - comments across a block, written before or after it, are hidden from each other both ways
 *   (list, thread, 404 by id; a reply to a hidden one is refused like one to no such comment),
 *   and so are the replies below a hidden comment (never shown as top-level); every comment count
 *   (report comment_count, reply_count, activity comment_count) counts only what the viewer reads;
 * - the owner's activities vanish for them (404 to read, react, comment), and the activity comments
 *   they left before the block are hidden from the owner;
 * - their conversation with the owner vanishes for both (404 on every chat route and the socket),
 *   and starting a new one is 403 with the block's message.
 */
type Viewer = WorldViewer | 'ownerBlocked' | 'blocksOwner';
const VIEWERS: Viewer[] = [...WORLD_VIEWERS, 'ownerBlocked', 'blocksOwner'];
const BLOCKED_WITH_OWNER: Viewer[] = ['blocked', 'ownerBlocked', 'blocksOwner'];
const acrossBlock = (viewer: Viewer) => BLOCKED_WITH_OWNER.includes(viewer);

describe(`authorization matrix: blocks end interaction both ways on ${testBackend}`, () => {
  let world: World;
  let extra: { ownerBlocked: Hunter; blocksOwner: Hunter };
  const ids = {
    publicReport: 0,
    partnersReport: 0,
    blockerReport: 0,
    friendReport: 0,
    ownerComment: 0,
    ownerCommentOnFriendReport: 0,
    activity: 0,
    conversations: { ownerBlocked: 0, blocksOwner: 0 },
    comments: { ownerBlocked: 0, blocksOwner: 0 },
    activityComments: { ownerBlocked: 0, blocksOwner: 0 },
    friendComment: 0,
    friendReplyUnderBlocked: 0,
    blockedReplyUnderFriend: 0,
  };

  const hunterOf = (viewer: Viewer): Hunter | undefined =>
    viewer === 'ownerBlocked' || viewer === 'blocksOwner' ? extra[viewer] : world.hunter(viewer);
  const call = (viewer: Viewer, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    world.app.inject({
      method,
      url,
      headers: { ...hunterOf(viewer)?.headers },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    world = await buildWorld(await createTestApp());
    const { app } = world;
    const { owner, friend, viewShare } = world.hunters;
    const ownerBlocked = await signUp(app, { name: 'Ike Blocked' });
    const blocksOwner = await signUp(app, { name: 'Jan Blocker' });
    extra = { ownerBlocked, blocksOwner };
    const ties = {
      ownerBlocked: await befriend(app, owner, ownerBlocked),
      blocksOwner: await befriend(app, owner, blocksOwner),
    };

    const publicReport = await writeReport(app, owner, { privacy_level: 'public' });
    const policy = await makePolicy(app, owner, {
      visibility: 'user',
      allowed_users: [viewShare.user.id],
    });
    const partnersReport = await writeReport(app, owner, { sharing_policy: policy.id });
    const blockerReport = await writeReport(app, blocksOwner, { privacy_level: 'public' });
    const friendReport = await writeReport(app, friend, { privacy_level: 'public' });
    const hunt = await app.inject({
      method: 'POST',
      url: '/api/hunts/',
      headers: owner.headers,
      payload: {
        date_of_hunt: '2024-11-02',
        latitude: 41,
        longitude: -120,
        privacy_level: 'public',
      },
    });
    expect(hunt.statusCode, hunt.body).toBe(201);
    const activity = {
      id: await storedActivityId(app, 'hunt_created', 'hunt', hunt.json<{ id: number }>().id),
    };

    ids.publicReport = publicReport.id;
    ids.partnersReport = partnersReport.id;
    ids.blockerReport = blockerReport.id;
    ids.friendReport = friendReport.id;
    ids.activity = activity.id;
    ids.ownerComment = (await comment(app, owner, publicReport.id, 'Owner before')).id;
    ids.ownerCommentOnFriendReport = (await comment(app, owner, friendReport.id, 'Owner there')).id;
    await comment(app, owner, blockerReport.id, 'Owner on the blocker report');
    for (const side of ['ownerBlocked', 'blocksOwner'] as const) {
      const hunter = extra[side];
      ids.comments[side] = (await comment(app, hunter, publicReport.id, `${side} before`)).id;
      const said = await call(side, 'POST', `/api/feed/${activity.id}/comments/`, {
        content: `${side} on the hunt`,
      });
      expect(said.statusCode, said.body).toBe(201);
      ids.activityComments[side] = said.json<ActivityComment>().id;
      const chat = await startChat(app, owner, hunter);
      await sendText(app, owner, chat.id, `Owner to ${side}`);
      await sendText(app, hunter, chat.id, `${side} to owner`);
      ids.conversations[side] = chat.id;
    }
    ids.friendComment = (await comment(app, friend, publicReport.id, 'Friend on top')).id;
    ids.friendReplyUnderBlocked = (
      await comment(app, friend, publicReport.id, 'Friend replying', ids.comments.ownerBlocked)
    ).id;
    ids.blockedReplyUnderFriend = (
      await comment(app, ownerBlocked, publicReport.id, 'Ike replying', ids.friendComment)
    ).id;
    const block = async (by: Hunter, friendshipId: number) => {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/friendships/${friendshipId}/block/`,
        headers: by.headers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    await block(owner, ties.ownerBlocked);
    await block(blocksOwner, ties.blocksOwner);
  });
  afterAll(() => world.app.close());

  const refusedWithBlockMessage = (answer: { statusCode: number; json: () => unknown }) => {
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ detail: FRIENDSHIP_MESSAGES.blockedInteraction });
  };

  describe.each(VIEWERS.map((viewer) => ({ viewer })))('viewer $viewer', ({ viewer }) => {
    const signedIn = viewer !== 'signedOut';
    const blocked = acrossBlock(viewer);

    it("reads the owner's public report, with can_comment only where a comment is allowed", async () => {
      const detail = await call(viewer, 'GET', `/api/reports/${ids.publicReport}/`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json<Report>().can_comment).toBe(signedIn && !blocked);
      const listed = await call(viewer, 'GET', `/api/reports/?page_size=100`);
      const inList = listed
        .json<Paginated<Report>>()
        .results.find((r) => r.id === ids.publicReport);
      expect(inList?.can_comment).toBe(signedIn && !blocked);
    });

    it("POST /api/report-comments/ on the owner's reports: 201, 403 across a block, 404 unseen", async () => {
      const onPublic = await call(viewer, 'POST', '/api/report-comments/', {
        report: ids.publicReport,
        content: `From ${viewer}`,
      });
      if (!signedIn) expect(onPublic.statusCode).toBe(401);
      else if (blocked) refusedWithBlockMessage(onPublic);
      else expect(onPublic.statusCode, onPublic.body).toBe(201);
      // Private with a policy allowing viewShare: its readers are the owner and viewShare.
      const onPartners = await call(viewer, 'POST', '/api/report-comments/', {
        report: ids.partnersReport,
        content: `From ${viewer}`,
      });
      const reads = viewer === 'owner' || viewer === 'viewShare';
      expect(onPartners.statusCode).toBe(!signedIn ? 401 : reads ? 201 : 404);
    });

    it('sees no comment across a block, before or after it (list, thread, by id)', async () => {
      const commentIds = [ids.ownerComment, ids.comments.ownerBlocked, ids.comments.blocksOwner];
      const hiddenFrom = (commentId: number): boolean => {
        if (commentId === ids.ownerComment) return blocked;
        return viewer === 'owner';
      };
      const listed = await call(viewer, 'GET', `/api/report-comments/?report=${ids.publicReport}`);
      const listedIds = listed.json<Paginated<ReportComment>>().results.map((c) => c.id);
      const thread = await call(
        viewer,
        'GET',
        `/api/report-comments/thread/?report_id=${ids.publicReport}`,
      );
      const threadIds = thread.json<ReportCommentThread>().comments.map((c) => c.id);
      for (const commentId of commentIds) {
        const shown = !hiddenFrom(commentId);
        expect(listedIds.includes(commentId), `list ${commentId}`).toBe(shown);
        expect(threadIds.includes(commentId), `thread ${commentId}`).toBe(shown);
        const byId = await call(viewer, 'GET', `/api/report-comments/${commentId}/`);
        expect(byId.statusCode, `comment ${commentId}`).toBe(shown ? 200 : 404);
      }
    });

    it('hides the replies below a hidden comment and counts only the comments it shows', async () => {
      const thread = await call(
        viewer,
        'GET',
        `/api/report-comments/thread/?report_id=${ids.publicReport}`,
      );
      const roots = thread.json<ReportCommentThread>().comments;
      const everywhere = (nodes: ReportCommentNode[]): ReportCommentNode[] =>
        nodes.flatMap((node) => [node, ...everywhere(node.replies)]);
      const shown = everywhere(roots);
      const replyUnderBlocked = shown.find((c) => c.id === ids.friendReplyUnderBlocked);
      // Its parent is Ike's comment, hidden from the owner: the reply goes with it.
      expect(replyUnderBlocked === undefined).toBe(viewer === 'owner');
      expect(roots.map((c) => c.id)).not.toContain(ids.friendReplyUnderBlocked);
      const friendComment = shown.find((c) => c.id === ids.friendComment);
      expect(friendComment?.reply_count).toBe(viewer === 'owner' ? 0 : 1);
      expect(friendComment?.replies.map((c) => c.id)).toEqual(
        viewer === 'owner' ? [] : [ids.blockedReplyUnderFriend],
      );

      const listed = await call(
        viewer,
        'GET',
        `/api/report-comments/?report=${ids.publicReport}&page_size=100`,
      );
      const readable = listed.json<Paginated<ReportComment>>().count;
      expect(readable).toBe(shown.length);
      const detail = await call(viewer, 'GET', `/api/reports/${ids.publicReport}/`);
      expect(detail.json<Report>().comment_count).toBe(readable);
      const inList = (await call(viewer, 'GET', '/api/reports/?page_size=100'))
        .json<Paginated<Report>>()
        .results.find((r) => r.id === ids.publicReport);
      expect(inList?.comment_count).toBe(readable);

      const activity = await call(viewer, 'GET', `/api/feed/${ids.activity}/`);
      if (activity.statusCode !== 200) return;
      const said = await call(viewer, 'GET', `/api/feed/${ids.activity}/comments/?page_size=100`);
      const activityComments = said.json<Paginated<ActivityComment>>().count;
      expect(activity.json<Activity>().comment_count).toBe(activityComments);
      const inFeed = (await call(viewer, 'GET', '/api/feed/?page_size=100'))
        .json<Paginated<Activity>>()
        .results.find((a) => a.id === ids.activity);
      if (inFeed) expect(inFeed.comment_count).toBe(activityComments);
    });

    it("reads, reacts to and comments on the owner's public activity only without a block", async () => {
      const url = `/api/feed/${ids.activity}`;
      expect((await call(viewer, 'GET', `${url}/`)).statusCode).toBe(blocked ? 404 : 200);
      const react = await call(viewer, 'POST', `${url}/react/`, { reaction_type: 'like' });
      expect(react.statusCode).toBe(!signedIn ? 401 : blocked ? 404 : 200);
      const said = await call(viewer, 'POST', `${url}/comments/`, { content: `From ${viewer}` });
      expect(said.statusCode).toBe(!signedIn ? 401 : blocked ? 404 : 201);
      const comments = await call(viewer, 'GET', `${url}/comments/?page_size=100`);
      expect(comments.statusCode).toBe(blocked ? 404 : 200);
      if (comments.statusCode === 200) {
        const shown = comments.json<Paginated<ActivityComment>>().results.map((c) => c.id);
        for (const side of ['ownerBlocked', 'blocksOwner'] as const) {
          expect(shown.includes(ids.activityComments[side]), side).toBe(viewer !== 'owner');
        }
      }
    });

    it('starts no conversation with the owner across a block', async () => {
      if (!blocked || !signedIn) return;
      refusedWithBlockMessage(
        await call(viewer, 'POST', '/api/conversations/start/', {
          user_id: world.hunters.owner.user.id,
        }),
      );
    });
  });

  describe.each([{ side: 'ownerBlocked' as const }, { side: 'blocksOwner' as const }])(
    'the conversation of the owner and $side, after the block',
    ({ side }) => {
      it.each([{ who: 'owner' as const }, { who: side }])('is gone for $who', async ({ who }) => {
        const id = ids.conversations[side];
        const base = `/api/conversations/${id}`;
        const listed = await call(who, 'GET', '/api/conversations/');
        expect(listed.json<Paginated<{ id: number }>>().results.map((c) => c.id)).not.toContain(id);
        expect((await call(who, 'GET', `${base}/`)).statusCode).toBe(404);
        expect((await call(who, 'GET', `${base}/messages/`)).statusCode).toBe(404);
        expect((await call(who, 'POST', `${base}/mark_read/`)).statusCode).toBe(404);
        const sent = await call(who, 'POST', `${base}/messages/`, { content: 'after' });
        expect(sent.statusCode).toBe(404);
        const other = who === 'owner' ? extra[side] : world.hunters.owner;
        refusedWithBlockMessage(
          await call(who, 'POST', '/api/conversations/start/', { user_id: other.user.id }),
        );
      });

      it('closes its chat socket as not found, history unread', async () => {
        const base = await listenOnce(world);
        const socket = await connect(
          base,
          `/ws/chat/${ids.conversations[side]}/?token=${extra[side].token}`,
        );
        const closed = await socket.closed;
        expect(closed.code).toBe(SOCKET_CLOSE_CODES.notFound);
        expect(socket.frames.some((frame) => frame.type === 'chat_init')).toBe(false);
      });
    },
  );

  it('the other way round: the owner reads a blocker’s public report and may not comment', async () => {
    const detail = await call('owner', 'GET', `/api/reports/${ids.blockerReport}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<Report>().can_comment).toBe(false);
    refusedWithBlockMessage(
      await call('owner', 'POST', '/api/report-comments/', {
        report: ids.blockerReport,
        content: 'Owner after the block',
      }),
    );
    const thread = await call(
      'blocksOwner',
      'GET',
      `/api/report-comments/thread/?report_id=${ids.blockerReport}`,
    );
    expect(thread.json<ReportCommentThread>().count).toBe(0);
  });

  it.each([{ side: 'ownerBlocked' as const }, { side: 'blocksOwner' as const }])(
    '$side may not edit an old comment on the owner’s report, nor reply to a hidden one',
    async ({ side }) => {
      refusedWithBlockMessage(
        await call(side, 'PATCH', `/api/report-comments/${ids.comments[side]}/`, {
          content: 'edited after the block',
        }),
      );
      // On a third hunter's report, the owner's comment is hidden from them: as if it were not there.
      const reply = await call(side, 'POST', '/api/report-comments/', {
        report: ids.friendReport,
        parent: ids.ownerCommentOnFriendReport,
        content: 'A reply across the block',
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toHaveProperty('errors.parent');
    },
  );
});

/** The app listens once; later cases reuse its address. */
let listening: Promise<string> | undefined;
function listenOnce(world: World): Promise<string> {
  listening ??= listen(world.app);
  return listening;
}
