import { nextTask } from '../next-task';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task, after the current task and its microtasks, so the browser can run input and paint in between', async () => {
    const order: string[] = [];
    const hop = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => Promise.resolve())
      .then(() => order.push('microtasks'));
    await hop;
    expect(order).toEqual(['microtasks', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToMain = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToMain };
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
