import { expect, it } from "vitest";
import { phoneNumberParts } from "./phone-numbers";

it("links ten-digit numbers and the 911 and 988 lines, leaving the rest of the text as it is", () => {
  expect(phoneNumberParts("call RAINN at 800-656-HOPE (800-656-4673) or 1-800-799-7233.")).toEqual([
    "call RAINN at 800-656-HOPE (",
    { number: "800-656-4673", href: "tel:+18006564673" },
    ") or ",
    { number: "1-800-799-7233", href: "tel:+18007997233" },
    ".",
  ]);
  expect(phoneNumberParts("In an emergency call 911.")).toEqual([
    "In an emergency call ",
    { number: "911", href: "tel:911" },
    ".",
  ]);
});

it("leaves 988 alone where it is part of the lifeline's name, and numbers inside longer numbers", () => {
  expect(phoneNumberParts("call or text 988 to reach the 988 Suicide & Crisis Lifeline")).toEqual([
    "call or text ",
    { number: "988", href: "tel:988" },
    " to reach the 988 Suicide & Crisis Lifeline",
  ]);
  expect(phoneNumberParts("photo-1613243555988 and 19880 and 4,911 readers")).toEqual([
    "photo-1613243555988 and 19880 and 4,911 readers",
  ]);
});
