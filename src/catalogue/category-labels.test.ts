import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { LIST_CATEGORY_LABELS } from "#domain/categories.ts";
import { EXPERIENCE_CATEGORIES, LIST_CATEGORIES } from "#domain/constants.ts";
import { categoryLabel, listCategoryLabel } from "./category-labels.ts";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("the category label table", () => {
  it("names every category an experience may carry", () => {
    for (const id of EXPERIENCE_CATEGORIES) expect(categoryLabel(i18n, id)).not.toBe(id);
  });

  it("reads in English as the API's reasons do", () => {
    expect(LIST_CATEGORIES.map((id) => categoryLabel(i18n, id))).toEqual(
      LIST_CATEGORIES.map((id) => LIST_CATEGORY_LABELS[id]),
    );
  });

  it("shows an unknown id as written", () => {
    expect(categoryLabel(i18n, "pottery")).toBe("pottery");
    expect(categoryLabel(i18n, "toString")).toBe("toString");
    expect(listCategoryLabel(i18n, "pottery")).toBe("pottery");
  });

  it("names an id by the list category it folds onto", () => {
    expect(categoryLabel(i18n, "dance")).toBe("Dance");
    expect(listCategoryLabel(i18n, "dance")).toBe("Participatory Arts");
    expect(listCategoryLabel(i18n, "art")).toBe("Visual Arts");
  });
});
