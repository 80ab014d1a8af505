import { describe, expect, it } from "vitest";
import { mailboxKey } from "./mailbox.ts";

// One mailbox, however its address is spelt (decisions 017 and 028): the key both the contact
// confirmations and the audit mails are counted by.

describe("mailboxKey", () => {
  it.each([
    ["Kari+nyhetsbrev@Bedrift.NO", "kari@bedrift.no"],
    ["k.a.r.i+1@gmail.com", "kari@gmail.com"],
    ["Kari.Nordmann@googlemail.com", "karinordmann@gmail.com"],
    ["kari.nordmann+x@bedrift.no", "kari.nordmann@bedrift.no"],
    ["kari.nord-mann_1+x@proton.me", "karinordmann1@proton.me"],
    ["kari.nordmann@pm.me", "karinordmann@proton.me"],
    ["kari.nordmann@protonmail.com", "karinordmann@proton.me"],
    ["+bare@bedrift.no", "+bare@bedrift.no"],
  ])("%s is the mailbox %s", (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });
});
