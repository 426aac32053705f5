import { describe, expect, it } from 'vitest';
import {
  reportCommentCreateSchema,
  reportCommentNodeSchema,
  reportCommentThreadQuerySchema,
} from './report-comments.js';

describe('report comment schemas', () => {
  it('needs non-blank text of at most 1000 characters', () => {
    expect(reportCommentCreateSchema.parse({ report: 1, content: ' Nice ' })).toEqual({
      report: 1,
      content: 'Nice',
      parent: null,
    });
    const blank = reportCommentCreateSchema.safeParse({ report: 1, content: '   ' });
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual(['Comment cannot be blank']);
    const long = reportCommentCreateSchema.safeParse({ report: 1, content: 'a'.repeat(1001) });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([
      'Comment cannot exceed 1000 characters',
    ]);
  });

  it('names the report a comment belongs to', () => {
    const missing = reportCommentCreateSchema.safeParse({ content: 'Hi' });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual([
      'Choose the report to comment on',
    ]);
    expect(reportCommentThreadQuerySchema.safeParse({}).success).toBe(false);
    expect(reportCommentThreadQuerySchema.parse({ report_id: '7' })).toEqual({ report_id: 7 });
  });

  it('reads a thread node with nested replies', () => {
    const comment = {
      id: 1,
      report: 1,
      user: {
        id: null,
        username: null,
        email: null,
        name: 'Anonymous hunter',
        first_name: null,
        profile_image_url: null,
      },
      parent: null,
      content: 'Hi',
      created_at: '2026-11-23T00:00:00.000Z',
      updated_at: '2026-11-23T00:00:00.000Z',
      is_owner: false,
      can_edit: false,
      can_delete: false,
      reply_count: 1,
    };
    const node = {
      ...comment,
      replies: [{ ...comment, id: 2, parent: 1, reply_count: 0, replies: [] }],
    };
    expect(reportCommentNodeSchema.parse(node)).toEqual(node);
  });
});
