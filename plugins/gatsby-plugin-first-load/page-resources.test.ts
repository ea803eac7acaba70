import { chunkGroupScripts, pageDataDir, pagePathOf } from "./page-resources";

describe("page resources", () => {
  it("reads the page path Gatsby's runtime renders from the built HTML", () => {
    expect(
      pagePathOf(
        '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/servizi/";/*]]>*/</script>',
      ),
    ).toBe("/servizi/");
    expect(pagePathOf("<html><body>no runtime</body></html>")).toBeUndefined();
  });

  it("maps page paths to Gatsby's page-data folders", () => {
    expect(pageDataDir("/")).toBe("index");
    expect(pageDataDir("/servizi/")).toBe("servizi");
    expect(pageDataDir("/404.html")).toBe("404.html");
    expect(pageDataDir("/404/")).toBe("404");
  });

  it("keeps the JavaScript files of each chunk group, in webpack's order", () => {
    const groups = chunkGroupScripts({
      namedChunkGroups: {
        "component---a": {
          assets: [{ name: "styles.css" }, { name: "shared.js" }, "component---a.js"],
        },
      },
    });
    expect(groups.get("component---a")).toEqual(["/shared.js", "/component---a.js"]);
  });
});
