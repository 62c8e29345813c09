import { describe, expect, it } from 'vitest';
import { givenWhen } from '../shared/testing/given-when.js';
import { contentDecider, type ContentEvent } from './content.decider.js';

const given = givenWhen(contentDecider);

const id = '6f1c1f7e-2a5b-4c1e-9a43-0d3c2b1a0f11';
const fields = { title: 'Life changing', author: 'Asha', rating: 5, text: 'Kind and accurate', status: 'published', sort_order: 0 };
const created: ContentEvent = { type: 'TestimonialCreated', data: { id, family: 'testimonial', fields: { ...fields, slug: 'life-changing' } } };
const deleted: ContentEvent = { type: 'TestimonialDeleted', data: { id, family: 'testimonial' } };

describe('content decider', () => {
  it('creates an item with its (already reserved) slug', () => {
    expect(given([]).when({ type: 'CreateContentItem', family: 'testimonial', id, fields: { ...fields, slug: 'life-changing' } })).toEqual([created]);
  });

  it('refuses to create an item twice', () => {
    expect(given([created]).when({ type: 'CreateContentItem', family: 'testimonial', id, fields: { ...fields, slug: 'x' } })).toMatchObject({ status: 409, code: 'content.already_exists', params: { family: 'testimonial', id } });
  });

  it('records only the fields that really change', () => {
    expect(given([created]).when({ type: 'UpdateContentItem', family: 'testimonial', id, changes: { rating: 4, author: 'Asha' } })).toEqual([
      { type: 'TestimonialUpdated', data: { id, family: 'testimonial', changes: { rating: 4 } } },
    ]);
    expect(given([created]).when({ type: 'UpdateContentItem', family: 'testimonial', id, changes: { rating: 5 } })).toEqual([]);
  });

  it('soft-deletes, after which the item is gone for writes', () => {
    expect(given([created]).when({ type: 'DeleteContentItem', family: 'testimonial', id })).toEqual([deleted]);
    expect(given([created, deleted]).when({ type: 'UpdateContentItem', family: 'testimonial', id, changes: { rating: 1 } })).toMatchObject({ status: 404, code: 'content.not_found', params: { family: 'testimonial' }, message: 'Testimonial not found' });
    expect(given([created, deleted]).when({ type: 'DeleteContentItem', family: 'testimonial', id })).toMatchObject({ status: 404 });
    expect(given([]).when({ type: 'DeleteContentItem', family: 'testimonial', id })).toMatchObject({ status: 404 });
  });
});
