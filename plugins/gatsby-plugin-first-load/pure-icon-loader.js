/**
 * webpack loader for lucide-react's per-icon modules (`lucide-react/dist/esm/icons/<name>.mjs`).
 * Each of them exports the icon's data (`__iconData`, all the site imports: see
 * src/components/icon/svg-icon.tsx) and a component made at module level by
 * `createLucideIcon(__iconData)`. webpack cannot tell that call has no side effects, so lucide's
 * component machinery (createLucideIcon, Icon, its defaults and helpers) shipped in the
 * first-load JavaScript although nothing renders it. Marking the call pure lets webpack's tree
 * shaking drop it, and the modules only it needed, when the default export is unused.
 * Plain CommonJS: webpack requires loaders as they are.
 */
const CALL = /(=\s*)(createLucideIcon\()/g;

module.exports = function pureIconLoader(source) {
  const marked = source.replace(CALL, "$1/*#__PURE__*/ $2");
  if (marked === source) {
    this.emitWarning(
      new Error(
        `no createLucideIcon(…) call in ${this.resourcePath}: did lucide-react change its icon modules?`,
      ),
    );
  }
  return marked;
};
