/**
 * webpack loader for lucide-react's per-icon modules (`lucide-react/dist/esm/icons/<name>.mjs`).
 * Each exports the icon's data (`__iconData`, all the site imports: src/components/icon/svg-icon.tsx)
 * and a component made at module level by `createLucideIcon(__iconData)`, a call webpack cannot
 * tell is free of side effects: marked pure, tree shaking drops it and lucide's component
 * machinery with it. Plain CommonJS: webpack requires loaders as they are.
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
