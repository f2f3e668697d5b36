import { describe, expect, it } from "vitest";
import { changeChannel, newNodeId, noticePayload, parseNotice } from "./pg-notify.ts";

describe("change notices between nodes", () => {
  const a = newNodeId();
  const b = newNodeId();

  it("carry the moved audiences and seqs to the other nodes, not back to the sender", () => {
    const payload = noticePayload(
      a,
      new Map([
        ["public", 12],
        ["u1", 9],
      ]),
    );
    expect(parseNotice(payload, b)).toEqual({
      moved: new Map([
        ["public", 12],
        ["u1", 9],
      ]),
    });
    expect(parseNotice(payload, a)).toBeNull();
  });

  it("say 'everything' when the audiences would not fit NOTIFY's 8000 bytes", () => {
    const many = new Map(Array.from({ length: 400 }, (_, i) => [`user-${i}-${"x".repeat(20)}`, i]));
    const payload = noticePayload(a, many);
    expect(payload.length).toBeLessThan(8000);
    expect(parseNotice(payload, b)).toEqual({ moved: new Map(), everything: true });
  });

  it("ignore a malformed payload", () => {
    expect(parseNotice("not json", b)).toBeNull();
    expect(parseNotice(undefined, b)).toBeNull();
  });

  it("use one channel per schema, within PostgreSQL's 63-character names", () => {
    expect(changeChannel()).toBe("culturewell_changes");
    expect(changeChannel("t_1_2")).toBe("culturewell_changes_t_1_2");
    expect(changeChannel("x".repeat(80)).length).toBe(63);
  });
});
