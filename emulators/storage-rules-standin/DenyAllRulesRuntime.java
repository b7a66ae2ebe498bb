import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A local stand-in for Google's Cloud Storage rules runtime, which firebase-tools downloads and these machines cannot.
 *
 * <p>firebase-tools starts it as {@code java -jar <jar> serve} and speaks JSON lines over stdin/stdout (see
 * firebase-tools' lib/emulator/storage/rules/runtime.js). It evaluates exactly one ruleset: the one that denies every
 * read and write. It loads no other (any other source gets a load error saying the real runtime is needed), and every
 * verify is answered {@code permit: false}, which is what Google's engine answers for that ruleset. It never evaluates
 * a rule: it only recognises the deny-all shape.
 *
 * <p>No dependencies; Java 17.
 */
public final class DenyAllRulesRuntime {
  /** The deny-all ruleset after {@link #normalise}; rules_version '2' optional, any wildcard names. */
  static final Pattern DENY_ALL =
      Pattern.compile(
          "(rules_version=(['\"])2\\2;)?"
              + "service firebase\\.storage\\{"
              + "match/b/\\{[A-Za-z_][A-Za-z0-9_]*\\}/o\\{"
              + "match/\\{[A-Za-z_][A-Za-z0-9_]*=\\*\\*\\}\\{"
              + "allow (read,write|write,read):if false;?"
              + "\\}\\}\\}");

  static final String REFUSED =
      "This local stand-in for the Cloud Storage rules runtime evaluates only the deny-all ruleset (every read and"
          + " write denied); this ruleset is something else. Evaluating it needs Google's real rules runtime"
          + " (firebase-tools downloads it where the internet is reachable; unset STORAGE_EMULATOR_BINARY_PATH there).";

  private final Map<String, Integer> loaded = new HashMap<>();
  private final PrintStream out;

  DenyAllRulesRuntime(PrintStream out) {
    this.out = out;
  }

  public static void main(String[] args) throws Exception {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    if (args.length != 1 || !args[0].equals("serve")) {
      System.err.println("Usage: java -jar <jar> serve");
      System.exit(2);
    }
    DenyAllRulesRuntime runtime = new DenyAllRulesRuntime(out);
    runtime.send(answer(-1L, Map.of("ready", true), List.of()));
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line; (line = in.readLine()) != null; ) {
      if (line.isBlank()) continue;
      try {
        runtime.handle(line);
      } catch (Throwable t) { // Never die on one odd line: say so on stderr (firebase-tools logs it) and go on.
        System.err.println("storage rules stand-in: could not handle a request: " + t);
      }
    }
  }

  void handle(String line) {
    Object parsed;
    try {
      parsed = new Json(line).parseWhole();
    } catch (IllegalArgumentException e) {
      System.err.println("storage rules stand-in: not JSON (" + e.getMessage() + ")");
      return;
    }
    if (!(parsed instanceof Map)) {
      System.err.println("storage rules stand-in: a request must be a JSON object");
      return;
    }
    Map<?, ?> request = (Map<?, ?>) parsed;
    Object id = request.get("id");
    if (id == null) id = request.get("server_request_id");
    if (!(id instanceof Number)) {
      System.err.println("storage rules stand-in: a request without a numeric id");
      return;
    }
    long requestId = ((Number) id).longValue();
    Object action = request.get("action");
    Map<?, ?> context = request.get("context") instanceof Map ? (Map<?, ?>) request.get("context") : Map.of();
    if ("load_ruleset".equals(action)) {
      send(loadRuleset(requestId, context));
    } else if ("verify".equals(action)) {
      send(verify(requestId, context));
    } else {
      Map<String, Object> error = new LinkedHashMap<>();
      error.put("id", requestId);
      error.put("status", "error");
      String message = "storage rules stand-in: unknown action " + Json.write(action);
      error.put("message", message);
      error.put("errors", List.of(message));
      error.put("warnings", List.of());
      send(error);
    }
  }

  private Map<String, Object> loadRuleset(long id, Map<?, ?> context) {
    Object name = context.get("rulesetName");
    Object source = context.get("source");
    Object files = source instanceof Map ? ((Map<?, ?>) source).get("files") : null;
    if (!(name instanceof String) || !(files instanceof List) || ((List<?>) files).size() != 1) {
      return answer(id, null, List.of("load_ruleset needs a rulesetName and exactly one source file"));
    }
    Object file = ((List<?>) files).get(0);
    Object content = file instanceof Map ? ((Map<?, ?>) file).get("content") : null;
    if (!(content instanceof String)) return answer(id, null, List.of("load_ruleset: the source file has no content"));
    String normalised = normalise((String) content);
    var match = DENY_ALL.matcher(normalised);
    if (!match.matches()) return answer(id, null, List.of(REFUSED));
    int version = match.group(1) != null ? 2 : 1;
    loaded.put((String) name, version);
    return answer(id, Map.of("rulesVersion", version), List.of());
  }

  private Map<String, Object> verify(long id, Map<?, ?> context) {
    Object name = context.get("rulesetName");
    if (!(name instanceof String) || !loaded.containsKey(name)) {
      return answer(id, null, List.of("verify: no ruleset named " + Json.write(name) + " is loaded"));
    }
    // The only ruleset this runtime loads denies everything.
    return answer(id, Map.of("permit", false), List.of());
  }

  private static Map<String, Object> answer(long id, Object result, List<String> errors) {
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("id", id);
    answer.put("status", "ok");
    if (result != null) answer.put("result", result);
    answer.put("errors", errors);
    answer.put("warnings", List.of());
    return answer;
  }

  private void send(Map<String, Object> message) {
    out.println(Json.write(message));
    out.flush();
  }

  /**
   * Comments dropped, whitespace dropped except one space between two word characters (so {@code if false} stays
   * apart from {@code iffalse}), strings kept as written.
   */
  static String normalise(String source) {
    StringBuilder out = new StringBuilder();
    boolean pendingSpace = false;
    int i = 0;
    int n = source.length();
    while (i < n) {
      char c = source.charAt(i);
      if (c == '/' && i + 1 < n && source.charAt(i + 1) == '/') {
        while (i < n && source.charAt(i) != '\n') i++;
        pendingSpace = true;
      } else if (c == '/' && i + 1 < n && source.charAt(i + 1) == '*') {
        int end = source.indexOf("*/", i + 2);
        i = end < 0 ? n : end + 2;
        pendingSpace = true;
      } else if (Character.isWhitespace(c)) {
        i++;
        pendingSpace = true;
      } else {
        if (pendingSpace && out.length() > 0 && isWord(out.charAt(out.length() - 1)) && isWord(c)) out.append(' ');
        pendingSpace = false;
        if (c == '\'' || c == '"') {
          int start = i++;
          while (i < n && source.charAt(i) != c) i += source.charAt(i) == '\\' ? 2 : 1;
          i = Math.min(i + 1, n);
          out.append(source, start, i);
        } else {
          out.append(c);
          i++;
        }
      }
    }
    return out.toString();
  }

  private static boolean isWord(char c) {
    return Character.isLetterOrDigit(c) || c == '_';
  }

  /** Just enough JSON: objects, arrays, strings (every escape), numbers, true, false, null. */
  static final class Json {
    private final String text;
    private int pos;

    Json(String text) {
      this.text = text;
    }

    Object parseWhole() {
      Object value = value();
      skipSpace();
      if (pos != text.length()) throw error("trailing characters");
      return value;
    }

    private Object value() {
      skipSpace();
      if (pos >= text.length()) throw error("unexpected end");
      char c = text.charAt(pos);
      switch (c) {
        case '{':
          return object();
        case '[':
          return array();
        case '"':
          return string();
        case 't':
          return literal("true", Boolean.TRUE);
        case 'f':
          return literal("false", Boolean.FALSE);
        case 'n':
          return literal("null", null);
        default:
          if (c == '-' || (c >= '0' && c <= '9')) return number();
          throw error("unexpected character");
      }
    }

    private Map<String, Object> object() {
      Map<String, Object> map = new LinkedHashMap<>();
      pos++;
      skipSpace();
      if (peek() == '}') {
        pos++;
        return map;
      }
      while (true) {
        skipSpace();
        if (peek() != '"') throw error("expected a key");
        String key = string();
        skipSpace();
        expect(':');
        map.put(key, value());
        skipSpace();
        if (peek() == ',') {
          pos++;
        } else {
          expect('}');
          return map;
        }
      }
    }

    private List<Object> array() {
      List<Object> list = new ArrayList<>();
      pos++;
      skipSpace();
      if (peek() == ']') {
        pos++;
        return list;
      }
      while (true) {
        list.add(value());
        skipSpace();
        if (peek() == ',') {
          pos++;
        } else {
          expect(']');
          return list;
        }
      }
    }

    private String string() {
      StringBuilder sb = new StringBuilder();
      pos++;
      while (true) {
        if (pos >= text.length()) throw error("unterminated string");
        char c = text.charAt(pos++);
        if (c == '"') return sb.toString();
        if (c != '\\') {
          sb.append(c);
          continue;
        }
        if (pos >= text.length()) throw error("unterminated escape");
        char e = text.charAt(pos++);
        switch (e) {
          case '"':
          case '\\':
          case '/':
            sb.append(e);
            break;
          case 'b':
            sb.append('\b');
            break;
          case 'f':
            sb.append('\f');
            break;
          case 'n':
            sb.append('\n');
            break;
          case 'r':
            sb.append('\r');
            break;
          case 't':
            sb.append('\t');
            break;
          case 'u':
            if (pos + 4 > text.length()) throw error("short \\u escape");
            try {
              sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
            } catch (NumberFormatException ex) {
              throw error("bad \\u escape");
            }
            pos += 4;
            break;
          default:
            throw error("bad escape");
        }
      }
    }

    private Number number() {
      int start = pos;
      if (peek() == '-') pos++;
      while (pos < text.length() && "0123456789.eE+-".indexOf(text.charAt(pos)) >= 0) pos++;
      String s = text.substring(start, pos);
      try {
        if (s.matches("-?\\d{1,18}")) return Long.parseLong(s);
        return Double.parseDouble(s);
      } catch (NumberFormatException ex) {
        throw error("bad number");
      }
    }

    private Object literal(String word, Object value) {
      if (!text.startsWith(word, pos)) throw error("unexpected word");
      pos += word.length();
      return value;
    }

    private void expect(char c) {
      if (peek() != c) throw error("expected '" + c + "'");
      pos++;
    }

    private char peek() {
      return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private void skipSpace() {
      while (pos < text.length() && " \t\r\n".indexOf(text.charAt(pos)) >= 0) pos++;
    }

    private IllegalArgumentException error(String what) {
      return new IllegalArgumentException(what + " at " + pos);
    }

    static String write(Object value) {
      StringBuilder sb = new StringBuilder();
      write(value, sb);
      return sb.toString();
    }

    private static void write(Object value, StringBuilder sb) {
      if (value == null) {
        sb.append("null");
      } else if (value instanceof String) {
        sb.append('"');
        for (char c : ((String) value).toCharArray()) {
          if (c == '"' || c == '\\') sb.append('\\').append(c);
          else if (c == '\n') sb.append("\\n");
          else if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
          else sb.append(c);
        }
        sb.append('"');
      } else if (value instanceof Map) {
        sb.append('{');
        boolean first = true;
        for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
          if (!first) sb.append(',');
          first = false;
          write(String.valueOf(e.getKey()), sb);
          sb.append(':');
          write(e.getValue(), sb);
        }
        sb.append('}');
      } else if (value instanceof List) {
        sb.append('[');
        boolean first = true;
        for (Object o : (List<?>) value) {
          if (!first) sb.append(',');
          first = false;
          write(o, sb);
        }
        sb.append(']');
      } else {
        sb.append(value); // Number or Boolean
      }
    }
  }
}
