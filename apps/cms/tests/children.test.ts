import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { api, createParent, PNG_BYTES, type TestParent } from './children-support';

let parent: TestParent;

const cms = cmsForTests({}, { shared: true });
beforeAll(async () => {
  parent = await createParent(cms.strapi, 'children-parent@example.com');
});

function childForm(fields: Record<string, string>, photo?: { bytes: Buffer; name: string; type: string }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (photo) form.append('profileImg', new Blob([photo.bytes], { type: photo.type }), photo.name);
  return form;
}

const validFields = { name: 'Mia', dateOfBirth: '2019-05-04', theme: JSON.stringify(['Animals', 'Space']) };

describe('children', () => {
  it('creates a child from a multipart form with a photo and lists it', async () => {
    const created = await api(cms.url, '/children', {
      token: parent.token,
      form: childForm({ ...validFields, parentId: parent.documentId }, { bytes: PNG_BYTES, name: 'mia.png', type: 'image/png' }),
    });
    expect(created.status).toBe(200);
    expect(created.body.response_code).toBe(200);
    const child = created.body.response_data as Record<string, unknown>;
    expect(child).toMatchObject({ name: 'Mia', dateOfBirth: '2019-05-04', theme: ['Animals', 'Space'] });
    expect(child.imagePath).toMatch(/^\/api\/media-access\/files\/child_photo_[^/?]+\.png\?expires=\d+&signature=/);
    expect(child.age).toBeGreaterThanOrEqual(7);

    const list = await api(cms.url, '/children/all', { token: parent.token, json: { parent_id: parent.documentId } });
    expect(list.body.response_code).toBe(200);
    expect(list.body.success).toBe(true);
    expect(list.body.STATUS_CODE).toBe(200);
    expect((list.body.response_data as { _id: string }[]).map((item) => item._id)).toEqual([child._id]);
    expect((list.body.response as { data: unknown[] }).data).toHaveLength(1);
  });

  it('computes the age in whole years', async () => {
    const today = new Date();
    const turnsSixTomorrow = new Date(Date.UTC(today.getUTCFullYear() - 6, today.getUTCMonth(), today.getUTCDate() + 1));
    const created = await api(cms.url, '/children', {
      token: parent.token,
      json: { name: 'Leo', dateOfBirth: turnsSixTomorrow.toISOString().slice(0, 10), theme: [] },
    });
    expect((created.body.response_data as { age: number }).age).toBe(5);
  });

  it.each([
    [{ ...validFields, name: '' }, 'Name is required', 'name'],
    [{ dateOfBirth: '2019-05-04' }, 'Name is required', 'name'],
    [{ ...validFields, dateOfBirth: '' }, 'Date of birth is required', 'dateOfBirth'],
    [{ ...validFields, dateOfBirth: '1899-12-31' }, 'Date of birth cannot be before 1900-01-01', 'dateOfBirth'],
    [{ ...validFields, dateOfBirth: '2999-01-01' }, 'Date of birth cannot be in the future', 'dateOfBirth'],
    [{ ...validFields, dateOfBirth: '2019-02-30' }, 'Date of birth is not a valid date', 'dateOfBirth'],
    [{ ...validFields, theme: '["Dragons"]' }, 'Theme must list interest choices only', 'theme.0'],
  ])('refuses %j with a 400 naming the field', async (fields, message, field) => {
    const response = await api(cms.url, '/children', { token: parent.token, form: childForm(fields) });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ response_code: 400, response_message: message, response_data: { field } });
  });

  it('refuses a photo whose content is not an image even when named .png', async () => {
    const response = await api(cms.url, '/children', {
      token: parent.token,
      form: childForm(validFields, { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'x.png', type: 'image/png' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.response_data).toEqual({ field: 'profileImg' });
  });

  it('refuses a real png named .gif and a photo over 5 MB', async () => {
    const wrongName = await api(cms.url, '/children', {
      token: parent.token,
      form: childForm(validFields, { bytes: PNG_BYTES, name: 'x.gif', type: 'image/gif' }),
    });
    expect(wrongName.status).toBe(400);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await api(cms.url, '/children', {
      token: parent.token,
      form: childForm(validFields, { bytes: big, name: 'big.png', type: 'image/png' }),
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.response_message).toBe('Photo must be at most 5 MB');
  });

  it('reads, updates and deletes a child', async () => {
    const created = await api(cms.url, '/children', { token: parent.token, json: { ...validFields, theme: ['Yoga'] } });
    const id = (created.body.response_data as { _id: string })._id;

    const read = await api(cms.url, `/children/${id}`, { method: 'GET', token: parent.token });
    expect(read.body.response_data).toMatchObject({ _id: id, name: 'Mia', theme: ['Yoga'] });

    const updated = await api(cms.url, `/children/${id}`, {
      method: 'PUT',
      token: parent.token,
      form: childForm({ name: 'Mila', theme: '["Nature"]' }, { bytes: PNG_BYTES, name: 'new.png', type: 'image/png' }),
    });
    expect(updated.body).toMatchObject({ response_code: 200, response_message: 'Child profile updated' });
    expect(updated.body.response_data).toMatchObject({ name: 'Mila', dateOfBirth: '2019-05-04', theme: ['Nature'] });

    const deleted = await api(cms.url, `/children/${id}`, { method: 'DELETE', token: parent.token });
    expect(deleted.body.response_code).toBe(200);
    const gone = await api(cms.url, `/children/${id}`, { method: 'GET', token: parent.token });
    expect(gone.status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const response = await api(cms.url, '/children/all', { json: {} });
    expect(response.status).toBe(401);
    expect(response.body.response_code).toBe(401);
  });

  it('deleteAllForParent removes every child of that parent only', async () => {
    const other = await createParent(cms.strapi, 'children-other@example.com');
    await api(cms.url, '/children', { token: other.token, json: validFields });
    const before = await api(cms.url, '/children/all', { token: parent.token, json: {} });
    expect((before.body.response_data as unknown[]).length).toBeGreaterThan(0);

    const removed = await cms.strapi.service('api::child.child').deleteAllForParent(parent.id);
    expect(removed).toBe((before.body.response_data as unknown[]).length);
    const after = await api(cms.url, '/children/all', { token: parent.token, json: {} });
    expect(after.body.response_data).toEqual([]);
    const others = await api(cms.url, '/children/all', { token: other.token, json: {} });
    expect(others.body.response_data).toHaveLength(1);
  });
});
