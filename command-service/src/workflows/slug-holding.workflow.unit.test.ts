import { describe, expect, it } from 'vitest';
import { slugHoldingWorkflow } from './slug-holding.workflow.js';
import { given, recorded } from './testing/given-workflow.js';

const GRACE = 60_000;
const workflow = slugHoldingWorkflow(GRACE);
const ITEM = '0b7c8a52-2f1e-4c5b-9d1e-3f1a2b3c4d5e';
const KEY = `blog/${ITEM}`;
const reserved = (slug: string, at: string) => recorded(`slug.blog-${slug}`, 'SlugReserved', { family: 'blog', slug, itemId: ITEM }, at);
const released = (slug: string, at: string) => recorded(`slug.blog-${slug}`, 'SlugReleased', { family: 'blog', slug, itemId: ITEM }, at);
const created = (slug: string, at: string) => recorded(`content.blog-${ITEM}`, 'BlogCreated', { id: ITEM, family: 'blog', fields: { title: 'Saturn', slug } }, at);
const renamed = (slug: string, at: string) => recorded(`content.blog-${ITEM}`, 'BlogUpdated', { id: ITEM, family: 'blog', changes: { slug } }, at);
const release = (slug: string) => ({ type: 'ReleaseSlug', family: 'blog', slug, itemId: ITEM });

describe('slug holding workflow', () => {
  it('asks nothing of a create that completed', () => {
    const flow = given(workflow, [reserved('saturn', '2026-11-26T10:00:00Z'), created('saturn', '2026-11-26T10:00:00.050Z')]);
    expect(flow.when(KEY, '2026-11-26T11:00:00Z')).toBeUndefined();
  });

  it('releases the slug of an item that was never created, once the grace has passed', () => {
    const flow = given(workflow, [reserved('saturn', '2026-11-26T10:00:00Z')]);
    expect(flow.when(KEY, '2026-11-26T10:00:59Z')).toBeUndefined();
    expect(flow.when(KEY, '2026-11-26T10:01:00Z')).toEqual(release('saturn'));
  });

  it('asks nothing more once the slug is released', () => {
    const flow = given(workflow, [reserved('saturn', '2026-11-26T10:00:00Z'), released('saturn', '2026-11-26T10:01:00Z')]);
    expect(flow.when(KEY, '2026-11-26T12:00:00Z')).toBeUndefined();
  });

  it('releases the old slug of a rename that died after the item changed, and the new one of a rename that died before', () => {
    const start = [reserved('saturn', '2026-11-26T10:00:00Z'), created('saturn', '2026-11-26T10:00:00Z')];
    const afterChange = given(workflow, [...start, reserved('shani', '2026-11-26T11:00:00Z'), renamed('shani', '2026-11-26T11:00:00Z')]);
    expect(afterChange.when(KEY, '2026-11-26T11:02:00Z')).toEqual(release('saturn'));
    const beforeChange = given(workflow, [...start, reserved('shani', '2026-11-26T11:00:00Z')]);
    expect(beforeChange.when(KEY, '2026-11-26T11:02:00Z')).toEqual(release('shani'));
    const completed = given(workflow, [...start, reserved('shani', '2026-11-26T11:00:00Z'), renamed('shani', '2026-11-26T11:00:00Z'), released('saturn', '2026-11-26T11:00:00Z')]);
    expect(completed.when(KEY, '2026-11-26T11:02:00Z')).toBeUndefined();
  });

  it('releases the slug of an item whose delete died before giving it up', () => {
    const deleted = recorded(`content.blog-${ITEM}`, 'BlogDeleted', { id: ITEM, family: 'blog' }, '2026-11-26T12:00:00Z');
    const flow = given(workflow, [reserved('saturn', '2026-11-26T10:00:00Z'), created('saturn', '2026-11-26T10:00:00Z'), deleted]);
    expect(flow.when(KEY, '2026-11-26T12:00:01Z')).toEqual(release('saturn'));
    expect(given(workflow, [reserved('saturn', '2026-11-26T10:00:00Z'), created('saturn', '2026-11-26T10:00:00Z'), deleted, released('saturn', '2026-11-26T12:00:00Z')]).when(KEY, '2026-11-26T12:00:01Z')).toBeUndefined();
  });

  it('minds only slug reservations and content creates, updates and deletes', () => {
    const flow = given(workflow, [recorded('wallet-u1', 'WalletDebited', {}, '2026-11-26T10:00:00Z')]);
    expect(flow.keys()).toEqual([]);
  });
});
