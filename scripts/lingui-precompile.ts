/**
 * Babel plugin: English compiled into the code. With the macro's
 * `descriptorFields: "message"` every `t`/`msg`/`<Trans>` keeps its English source beside its id;
 * this turns that ICU string into Lingui's compiled form (the token arrays a compiled catalog
 * holds), so the runtime needs neither a message compiler nor the English catalog: English, the
 * source locale, paints without a second round trip for a catalog. Other languages still load
 * theirs, and fall back to this English where a translation is missing.
 *
 * Only what the macro emits is touched: an object or `<Trans>` element carrying both a string
 * `id` and a string `message`.
 */
import { createCompiledCatalog } from "@lingui/cli/api";

/** One ICU message in Lingui's compiled form (a string, or an array of tokens). */
export function compileIcu(message: string): unknown {
  const { source, errors } = createCompiledCatalog("en", { m: message }, { namespace: "json" });
  if (errors.length > 0) throw new Error(`Cannot compile "${message}": ${errors[0]?.error}`);
  return (JSON.parse(source) as { messages: { m: unknown } }).messages.m;
}

// The few Babel AST shapes this plugin touches (@babel/core ships no types here).
interface AstNode {
  type: string;
  name?: unknown;
  value?: unknown;
}
interface Property extends AstNode {
  key: AstNode;
  value: AstNode;
}
interface Attribute extends AstNode {
  name: AstNode;
  value: AstNode | null;
}
interface BabelApi {
  types: {
    valueToNode(value: unknown): AstNode;
    jsxExpressionContainer(expression: AstNode): AstNode;
  };
}

const isString = (node: AstNode | null): node is AstNode & { value: string } =>
  node?.type === "StringLiteral";
const named = (node: AstNode, name: string) =>
  (node.type === "Identifier" || node.type === "JSXIdentifier") && node.name === name;
const keyed = (node: AstNode, name: string) =>
  named(node, name) || (isString(node) && node.value === name);

export function linguiPrecompile({ types: t }: BabelApi) {
  return {
    name: "lingui-precompile",
    visitor: {
      ObjectExpression(path: { node: { properties: Property[] } }) {
        const props = path.node.properties.filter((p) => p.type === "ObjectProperty");
        const message = props.find((p) => keyed(p.key, "message"));
        if (!props.some((p) => keyed(p.key, "id") && isString(p.value))) return;
        if (!message || !isString(message.value)) return;
        message.value = t.valueToNode(compileIcu(message.value.value));
      },
      JSXOpeningElement(path: { node: { attributes: Attribute[] } }) {
        const attrs = path.node.attributes.filter((a) => a.type === "JSXAttribute");
        const message = attrs.find((a) => named(a.name, "message"));
        if (!attrs.some((a) => named(a.name, "id") && isString(a.value))) return;
        if (!message || !isString(message.value)) return;
        message.value = t.jsxExpressionContainer(t.valueToNode(compileIcu(message.value.value)));
      },
    },
  };
}
