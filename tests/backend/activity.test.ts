/** The backend's request activity: background work waits for a quiet moment (backend/activity.ts). */
import { describe, expect, it } from 'vitest';
import { RequestActivity } from '../../backend/activity';

describe('RequestActivity', () => {
  it('is quiet before any answer, busy while one is in flight, and quiet again once `ms` have passed since the last began', async () => {
    const activity = new RequestActivity();
    expect(activity.quietFor(500, 0)).toBe(true);
    let finish!: () => void;
    const answer = activity.around(() => new Promise<void>((resolve) => (finish = resolve)), () => 1_000);
    expect(activity.quietFor(500, 5_000)).toBe(false); // still in flight, however long ago it began
    finish();
    await answer;
    expect(activity.quietFor(500, 1_200)).toBe(false);
    expect(activity.quietFor(500, 1_500)).toBe(true);
  });

  it('counts an answer that fails as ended', async () => {
    const activity = new RequestActivity();
    await expect(activity.around(() => Promise.reject(new Error('refused')), () => 0)).rejects.toThrow('refused');
    expect(activity.quietFor(500, 600)).toBe(true);
  });
});
