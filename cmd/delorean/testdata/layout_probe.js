// Measures the pictures of a DeLorean report as the browser laid them out
// and writes the result, as JSON, to <body data-layout="...">. Used by
// browser_test.go (the test injects it into a copy of the page without
// the policy that blocks scripts). Boxes are the browser's own: labels
// turned by the same angle (the slanted program names of a crowded chart)
// are compared in their turned frame, everything else by the boxes
// around it on the screen.
(function () {
  var out = {pictures: [], error: ''};
  try {
    var box = function (el) { return el.getBoundingClientRect(); };
    // Two boxes overlap when they share more than half a pixel both ways.
    var hit = function (a, b) {
      return Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    };
    // A label's box in the frame turned by its angle, and the angle.
    var turned = function (t) {
      var m = t.getCTM(), bb = t.getBBox(), a = Math.atan2(m.b, m.a);
      var c = Math.cos(-a), s = Math.sin(-a), xs = [], ys = [];
      [[bb.x, bb.y], [bb.x + bb.width, bb.y], [bb.x, bb.y + bb.height], [bb.x + bb.width, bb.y + bb.height]].forEach(function (q) {
        var x = m.a * q[0] + m.c * q[1] + m.e, y = m.b * q[0] + m.d * q[1] + m.f;
        xs.push(c * x - s * y); ys.push(s * x + c * y);
      });
      return {angle: a, box: {left: Math.min.apply(null, xs), right: Math.max.apply(null, xs), top: Math.min.apply(null, ys), bottom: Math.max.apply(null, ys)}};
    };
    var textsHit = function (u, v) {
      var a = turned(u), b = turned(v);
      if (Math.abs(a.angle - b.angle) < 1e-3) return hit(a.box, b.box);
      return hit(box(u), box(v));
    };
    var texts = function (root, sel) {
      return Array.prototype.filter.call(root.querySelectorAll(sel), function (t) {
        return t.textContent.trim() !== '';
      });
    };
    var label = function (t) {
      var own = Array.prototype.filter.call(t.childNodes, function (n) { return n.nodeType === 3; });
      return own.map(function (n) { return n.textContent; }).join('').trim();
    };
    document.querySelectorAll('svg.timeline, svg.barchart').forEach(function (svg) {
      var p = {id: svg.id, kind: svg.getAttribute('class'), overlaps: [], clipped: 0};
      var all = texts(svg, 'text');
      for (var i = 0; i < all.length; i++) {
        for (var j = i + 1; j < all.length; j++) {
          if (textsHit(all[i], all[j])) p.overlaps.push(label(all[i]) + ' / ' + label(all[j]));
        }
      }
      var sb = box(svg);
      all.forEach(function (t) {
        var b = box(t);
        if (b.left < sb.left - 0.5 || b.right > sb.right + 0.5 || b.top < sb.top - 0.5 || b.bottom > sb.bottom + 0.5) p.clipped++;
      });
      if (svg.classList.contains('timeline')) {
        // The violation's line through a label other than its own, or
        // within 2 px of it (which reads as cut).
        p.lineCuts = [];
        var vline = svg.querySelector('g.violation-mark line');
        if (vline) {
          var lb = box(vline), vb = {left: lb.left - 2, right: lb.right + 2, top: lb.top, bottom: lb.bottom};
          all.forEach(function (t) {
            if (!t.classList.contains('violation-label') && hit(vb, box(t))) p.lineCuts.push(label(t));
          });
        }
        // Trigger dots on each other or under a label; marks without one.
        var marks = svg.querySelectorAll('g.mark');
        p.marks = marks.length;
        p.dotOverlaps = 0; p.dotUnderLabel = 0; p.unlabelled = 0; p.guideCrossings = 0;
        var dots = [], guides = [];
        marks.forEach(function (m) {
          dots.push(box(m.querySelector('.marker')));
          guides.push(box(m.querySelector('.guide')));
          var l = m.querySelector('text.mark-label');
          if (!l || l.textContent.trim() === '' || box(l).width < 1) p.unlabelled++;
        });
        for (var a = 0; a < dots.length; a++) {
          for (var c = a + 1; c < dots.length; c++) if (hit(dots[a], dots[c])) p.dotOverlaps++;
        }
        texts(svg, 'text.mark-label').forEach(function (t, k) {
          var tb = box(t);
          dots.forEach(function (d) { if (hit(d, tb)) p.dotUnderLabel++; });
          guides.forEach(function (g, gi) {
            if (gi !== k && g.left > tb.left && g.left < tb.right && g.bottom > tb.top && g.top < tb.bottom) p.guideCrossings++;
          });
        });
        // The longest stretch of the plot with no trigger, no violation,
        // no timer running and not marked as compressed, as a share of the
        // plot's width; and the widest compressed stretch.
        var bg = svg.querySelector('rect.lane-bg');
        if (bg) {
          var pb = box(bg), xs = [pb.left, pb.right];
          dots.forEach(function (d) { xs.push((d.left + d.right) / 2); });
          if (vline) xs.push((box(vline).left + box(vline).right) / 2);
          var busy = [];
          svg.querySelectorAll('g.lane.timer rect.seg').forEach(function (r) { var b = box(r); busy.push([b.left, b.right]); });
          var scale = sb.width / svg.viewBox.baseVal.width;
          p.breakShare = 0;
          svg.querySelectorAll('g.axis-break').forEach(function (g) {
            var l = sb.left + scale * Number(g.dataset.x0), r = sb.left + scale * Number(g.dataset.x1);
            busy.push([l, r]);
            p.breakShare = Math.max(p.breakShare, (r - l) / pb.width);
          });
          xs.sort(function (u, v) { return u - v; });
          var longest = 0;
          for (var k = 0; k + 1 < xs.length; k++) {
            var from = xs[k], to = xs[k + 1], covered = false;
            busy.forEach(function (iv) { if (iv[0] < to - 1 && iv[1] > from + 1) covered = true; });
            if (!covered) longest = Math.max(longest, to - from);
          }
          p.emptyShare = longest / pb.width;
        }
        p.breaks = svg.querySelectorAll('g.axis-break').length;
      } else {
        // Bars without their value label, and labels over a bar.
        p.bars = svg.querySelectorAll('rect.bar').length;
        p.barLabels = texts(svg, 'text.bar-label').length;
        p.labelOnBar = 0;
        var bars = Array.prototype.map.call(svg.querySelectorAll('rect.bar'), box);
        all.forEach(function (t) {
          var tb = box(t);
          bars.forEach(function (b) { if (b.height > 0.5 && hit(b, tb)) p.labelOnBar++; });
        });
      }
      out.pictures.push(p);
    });
  } catch (e) { out.error = String(e); }
  document.body.setAttribute('data-layout', JSON.stringify(out));
})();
