/// The inline style sheet and script of the visual report (no file, no network).
enum HTMLReportAssets {
    static let css = """
        :root { color-scheme: light; --ink: #212529; --muted: #6c757d; --line: #dee2e6; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 -apple-system, system-ui, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f8f9fa; }
        header { position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 1px solid var(--line); padding: 8px 16px; }
        h1 { font-size: 18px; margin: 0 0 4px; }
        h2 { font-size: 16px; margin: 0 0 4px; }
        main { padding: 12px 16px 48px; }
        a { color: #1864ab; }
        .legend { display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: 12px; color: var(--muted); }
        .key { display: inline-flex; align-items: center; gap: 5px; }
        .swatch { display: inline-block; width: 16px; height: 11px; border: 2px solid #868e96; }
        .swatch.error { border-style: solid; } .swatch.warning { border-style: dashed; } .swatch.info { border-style: dotted; }
        .swatch.safe { border: 1px dashed #4dabf7; }
        .swatch.faded { border: 1px solid #ced4da; background: #eceff3; opacity: .6; }
        .summary table { border-collapse: collapse; margin: 6px 0 12px; background: #fff; }
        .summary th, .summary td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; font-size: 12px; }
        .summary .spec, .meta { color: var(--muted); font-size: 12px; }
        td.fail { color: #c92a2a; font-weight: 600; } td.pass { color: #2b8a3e; }
        .matrices { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 4px 24px; }
        .matrix { margin: 4px 0 10px; }
        .matrix summary { cursor: pointer; font-weight: 600; }
        .matrix td { min-width: 34px; white-space: nowrap; }
        .matrix td.element { font-family: ui-monospace, Menlo, monospace; }
        .mark { display: inline-block; width: 9px; height: 9px; border-radius: 50%; margin-right: 2px; }
        .mark.warning { border-radius: 2px; } .mark.info { opacity: .45; }
        .strip { margin: 22px 0; }
        .strip .device, .strip .locale { font-weight: 400; color: var(--muted); }
        .frames { display: flex; align-items: flex-start; gap: 14px; overflow-x: auto; padding: 6px 2px 14px; }
        figure { margin: 0; flex: none; background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 6px; }
        figure.failing { border-color: #ffa8a8; }
        figcaption { font-size: 12px; margin-bottom: 4px; white-space: nowrap; }
        figure.failing .count { color: #c92a2a; } figure.passing .count { color: #2b8a3e; }
        svg.frame { display: block; }
        svg.frame .element:hover .box, svg.frame .element.selected .box { stroke: #1c7ed6; stroke-width: 1.5; }
        svg.frame .finding { cursor: pointer; }
        svg.frame .finding:hover rect, svg.frame .finding.selected rect { stroke-width: 3.5; fill-opacity: .18; }
        svg.glyphs { position: absolute; width: 0; height: 0; }
        #details { position: fixed; right: 16px; bottom: 16px; max-width: 440px; max-height: 50vh; overflow: auto; z-index: 3;
          background: #fff; border: 1px solid #adb5bd; border-radius: 6px; box-shadow: 0 4px 16px rgba(0,0,0,.15); padding: 10px 12px; font-size: 13px; }
        #details h3 { font-size: 13px; margin: 0 0 6px; }
        #details .finding { border-left: 4px solid; padding-left: 8px; margin: 6px 0; }
        #details .numbers { color: var(--muted); }
        .problems li { color: #c92a2a; }

        """

    static let script = """
        (function () {
          var panel = document.getElementById('details');
          var pinned = null;
          function text(tag, value, cls) {
            var node = document.createElement(tag);
            node.textContent = value;
            if (cls) node.className = cls;
            return node;
          }
          function show(target) {
            var svg = target.closest('svg.frame');
            if (!svg) return;
            var name = target.getAttribute('data-element');
            panel.replaceChildren();
            panel.appendChild(text('h3', name + ' at ' + svg.getAttribute('data-category')));
            var found = Array.prototype.filter.call(svg.querySelectorAll('.finding'), function (f) {
              return f.getAttribute('data-element') === name || f.getAttribute('data-other') === name;
            });
            if (found.length === 0) panel.appendChild(text('p', 'No finding for this element at this category.'));
            found.forEach(function (f) {
              var box = document.createElement('div');
              box.className = 'finding';
              box.style.borderColor = f.getAttribute('stroke');
              box.appendChild(text('strong', f.getAttribute('data-kind') + ' (' + f.getAttribute('data-severity') + ')'));
              var needed = f.getAttribute('data-needed'), available = f.getAttribute('data-available');
              if (needed !== null && available !== null) box.appendChild(text('div', 'needs ' + needed + ' pt, has ' + available + ' pt', 'numbers'));
              box.appendChild(text('div', f.getAttribute('data-message') || ''));
              var shown = f.getAttribute('data-shown');
              if (shown !== null) box.appendChild(text('div', 'shows “' + shown + '”', 'numbers'));
              var suggestion = f.getAttribute('data-suggestion');
              if (suggestion !== null) box.appendChild(text('div', suggestion, 'numbers'));
              panel.appendChild(box);
            });
            panel.hidden = false;
          }
          function targetOf(event) {
            return event.target.closest ? event.target.closest('svg.frame .finding, svg.frame .element') : null;
          }
          document.addEventListener('mouseover', function (event) {
            if (pinned) return;
            var target = targetOf(event);
            if (target) show(target);
          });
          document.addEventListener('click', function (event) {
            var target = targetOf(event);
            if (pinned) pinned.classList.remove('selected');
            if (!target || target === pinned) { pinned = null; panel.hidden = true; return; }
            pinned = target;
            pinned.classList.add('selected');
            show(target);
          });
        })();

        """
}
