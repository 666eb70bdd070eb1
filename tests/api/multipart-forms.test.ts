import { expect, it } from 'vitest';
import { signupBody } from '../../src/shared/api/auth';
import { MSG } from '../../src/shared/messages';
import { profileSaveForm } from '../../src/shared/profile/profile-api';
import { describeEachDatabase, multipart, putProfile, signUp, signupFields } from './helpers';

type Body = { content?: Record<string, { schema?: { properties?: Record<string, { format?: string }> } }> };
type Doc = { paths: Record<string, Record<string, { requestBody?: Body }>> };

/** The four multipart bodies are parsed with the zod schema that documents them (plugins/form.ts). */
describeEachDatabase('multipart bodies parsed by their schemas', (ctx) => {
  it('checks the fields with the schema itself: what it documents is what it refuses', () => {
    const privacy = profileSaveForm.safeParse({ listed: 'maybe' });
    expect(privacy.success).toBe(false);
    expect(privacy.error?.issues[0]?.message).toBe('Listed must be "true" or "false"');
    const state = profileSaveForm.safeParse({ state: 'Atlantis' });
    expect(state.error?.issues[0]?.message).toBe('States: Atlantis is not one of the choices');
    const { username, ...missing } = signupFields();
    expect(signupBody('2026-11-26').safeParse(missing).error?.issues[0]?.message).toBe(MSG.allFieldsRequired);
    const saved = profileSaveForm.parse({ city: ' Omaha ,  Lincoln ', listed: 'false' });
    expect(saved).toMatchObject({
      text: { city: 'Omaha, Lincoln' },
      privacy: { listed: false },
      password: '',
    });
  });

  it("answers a bad field with the schema's message as 400 { message }, on each form", async () => {
    const { app } = ctx();
    const member = await signUp(app);
    const badPrivacy = await putProfile(app, member.userId, member.token, { listed: 'maybe' });
    expect(badPrivacy.statusCode).toBe(400);
    expect(badPrivacy.json()).toEqual({ message: 'Listed must be "true" or "false"' });
    const young = await app.inject({
      method: 'POST',
      url: '/api/createnew',
      remoteAddress: '10.77.0.1',
      ...multipart(signupFields({ birthdate: '2026-13-40' })),
    });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toEqual({ message: MSG.birthInvalid });
    const twoAddresses = await app.inject({
      method: 'POST',
      url: '/api/createnew',
      remoteAddress: '10.77.0.2',
      ...multipart(signupFields({ recoveryemail: 'a@example.org, b@example.org' })),
    });
    expect(twoAddresses.statusCode).toBe(400);
  });

  it('documents the fields the save reads, privacy settings and photo files included', async () => {
    const doc = (await ctx().app.inject({ url: '/api/openapi.json' })).json() as Doc;
    const form = (path: string, method: string) =>
      doc.paths[path]?.[method]?.requestBody?.content?.['multipart/form-data']?.schema?.properties ?? {};
    const save = form('/api/users/{id}', 'put');
    for (const field of ['visibility', 'listed', 'contactvisibility', 'indexable', 'state', 'password'])
      expect(Object.keys(save)).toContain(field);
    expect(JSON.stringify(save.profileImage)).toContain('binary');
    expect(form('/api/events/{id}/cover', 'put').image?.format).toBe('binary');
    expect(Object.keys(form('/api/createnew', 'post'))).toContain('recoveryemail');
  });
});
