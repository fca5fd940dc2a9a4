/** Load on {@code dlx serve}: concurrent keep-alive clients asking its JSON API (issue 52). */
package io.github.dlxkit.benchmarks.serve;
